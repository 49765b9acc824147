import { PRODUCT_NAME } from '@gleaner/shared';
import { useCallback, useRef } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthTab } from '../sign-in-dialog-context';
import { ProviderButtons } from './ProviderButtons';
import { ResetForm } from './ResetForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'sign-up', label: 'Sign Up' },
  { value: 'reset', label: 'Reset' },
];

/** The sign-in modal of spec section 2. Closing it unmounts the forms, which clears them. */
export default function SignInDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onCloseAutoFocus,
}: SignInDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const content = useRef<HTMLDivElement>(null);
  // Start in the first field rather than on the tab strip: typing is what comes next.
  const handleOpenAutoFocus = (event: Event) => {
    const field = content.current?.querySelector<HTMLInputElement>('input');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Welcome to {PRODUCT_NAME}</DialogTitle>
          <DialogDescription>
            Sign in to keep your scraping jobs and conversations in one place.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList aria-label="Account actions">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="sign-in" className="pt-4">
            <SignInForm onSignedIn={close} />
          </TabsContent>
          <TabsContent value="sign-up" className="pt-4">
            <SignUpForm onSignedUp={close} />
          </TabsContent>
          <TabsContent value="reset" className="pt-4">
            <ResetForm />
          </TabsContent>
        </Tabs>
        {tab !== 'reset' && <ProviderButtons />}
      </DialogContent>
    </Dialog>
  );
}
