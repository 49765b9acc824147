import { useMutation } from '@tanstack/react-query';
import { login, type Credentials } from '../api';
import { useAuth } from './use-auth';

export function useSignIn() {
  const { acceptLogin } = useAuth();
  return useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    onSuccess: acceptLogin,
  });
}
