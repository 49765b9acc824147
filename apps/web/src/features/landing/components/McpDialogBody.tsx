import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiKeysSection } from '@/features/api-keys/components/ApiKeysSection';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignInDialog } from '@/features/auth/hooks/use-sign-in-dialog';
import { httpSamples, KEY_PLACEHOLDER, restSamples, stdioSamples } from '../mcp-configs';
import { CodeSample } from './CodeSample';

const TABS = [
  { value: 'stdio', label: 'Desktop apps', samples: stdioSamples },
  { value: 'http', label: 'HTTP', samples: httpSamples },
  { value: 'rest', label: 'REST API', samples: restSamples },
] as const;

/** The dialog's content, loaded when it first opens: client set-ups and, signed in, the keys. */
export default function McpDialogBody() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  // The key made in this dialog fills the samples, so they can be copied as they are.
  const [secret, setSecret] = useState<string | null>(null);
  const key = secret ?? KEY_PLACEHOLDER;
  return (
    <div className="grid min-w-0 gap-5">
      <Tabs defaultValue="stdio" className="grid min-w-0 gap-3">
        <TabsList aria-label="How your client connects">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="grid min-w-0 gap-4">
            {tab.samples(location.origin, key).map((sample) => (
              <CodeSample key={sample.title} {...sample} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
      {user ? (
        <ApiKeysSection
          onCreated={(reply) => setSecret(reply.secret)}
          onSecretDismissed={() => setSecret(null)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
          <span>Sign in to create an API key for these set-ups.</span>
          <Button size="sm" onClick={() => openSignIn('sign-in')}>
            Sign in
          </Button>
        </div>
      )}
    </div>
  );
}
