import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TRegisterRequest, TUserResponse } from '@common/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { CURRENT_USER_KEY } from './current-user-query';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginRequest) => apiRequest<TUserResponse>('POST', '/api/auth/login', input),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, data);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRegisterRequest) => apiRequest<TUserResponse>('POST', '/api/auth/register', input),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, data);
    },
  });
}

/** Revokes the session on the server, then forgets every cached answer of that account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
