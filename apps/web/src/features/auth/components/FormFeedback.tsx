import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

interface FormFeedbackProps {
  error?: string | null;
  success?: string | null;
}

/** The red error alert (role="alert") or the green success message of a form. */
export function FormFeedback({ error, success }: FormFeedbackProps) {
  if (error) {
    return (
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert variant="success">
        <CircleCheckIcon aria-hidden="true" />
        <AlertDescription>{success}</AlertDescription>
      </Alert>
    );
  }
  return null;
}
