import { type LoginRequest, loginResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const login = (credentials: LoginRequest) =>
  callRoute('login', { body: credentials, schema: loginResponseSchema });

export const useLogin = () => useMutation({ mutationFn: login });
