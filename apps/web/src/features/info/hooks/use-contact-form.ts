import {
  CONTACT_TOPICS,
  ContactRequestSchema,
  type ContactRequest,
  type ContactTopic,
} from '@gleaner/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sendContactMessage } from '../api';

export type ContactDraft = Record<keyof ContactRequest, string>;
type FieldErrors = Partial<Record<keyof ContactRequest, string>>;

/** A topic from a link (`?topic=pro-bono`), or general when it names none we know. */
export function topicFrom(value: string | null): ContactTopic {
  return CONTACT_TOPICS.find((topic) => topic.value === value)?.value ?? 'general';
}

/** The contact form's values, its checks (the server's own schema) and its sending. */
export function useContactForm(initialTopic: ContactTopic) {
  const [draft, setDraft] = useState<ContactDraft>({
    name: '',
    email: '',
    topic: initialTopic,
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const change = (field: keyof ContactRequest, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const parsed = ContactRequestSchema.safeParse(draft);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ContactRequest;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    mutation.mutate(parsed.data);
  };

  return { draft, errors, change, submit, mutation };
}
