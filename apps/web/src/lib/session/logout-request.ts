import { messageResponseSchema } from '@hostportaal/contract';
import { apiClient } from '../api/api-client';

/** POST /auth/logout revokes the refresh token (sent as the HttpOnly cookie). */
export function requestLogout() {
  return apiClient.post('/auth/logout', {}, messageResponseSchema);
}
