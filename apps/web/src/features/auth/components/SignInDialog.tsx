import { PRODUCT_NAME } from '@gleaner/shared';
import { useCallback, useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProviderReturn } from '../hooks/use-provider-return';
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
  /** The query a provider's callback came back with, for the dialog to act on. */
  providerReturn?: string | null;
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
  providerReturn,
}: SignInDialogProps) {
  // Why the last sign-in through Google or GitHub failed, until the dialog closes.
  const [providerError, setProviderError] = useState<string | null>(null);
  const showProviderError = useCallback(
    (message: string) => {
      setProviderError(message);
      onTabChange('sign-in');
      onOpenChange(true);
    },
    [onOpenChange, onTabChange],
  );
  useProviderReturn(providerReturn, showProviderError);
  const handleOpenChange = (next: boolean) => {
    if (!next) setProviderError(null);
    onOpenChange(next);
  };
  const close = useCallback(() => {
    setProviderError(null);
    onOpenChange(false);
  }, [onOpenChange]);
  const content = useRef<HTMLDivElement>(null);
  // Start in the first field rather than on the tab strip: typing is what comes next.
  const handleOpenAutoFocus = (event: Event) => {
    const field = content.current?.querySelector<HTMLInputElement>('input');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
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
        {tab !== 'reset' && <ProviderButtons error={providerError} />}
      </DialogContent>
    </Dialog>
  );
}
