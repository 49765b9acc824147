import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';

/** Target of the e-mailed reset link: /reset-password?token=… */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageShell title="Choose a new password">
      <div className="max-w-md">
        <NewPasswordForm token={token} />
      </div>
    </PageShell>
  );
}
