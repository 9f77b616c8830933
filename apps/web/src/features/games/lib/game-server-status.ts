import type { GameServerStatus } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';

// Being built is news, not a problem (blue); stopped needs attention (orange); deleted is history (grey).
export const gameServerStatusTone = {
  pending: 'info',
  active: 'success',
  suspended: 'warning',
  terminated: 'neutral',
} as const satisfies Record<GameServerStatus, StatusTone | 'info'>;
