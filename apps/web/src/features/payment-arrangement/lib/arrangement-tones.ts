import type { ArrangementStatusValue, Instalment } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';

type Tone = StatusTone | 'info';

/** Green for what is kept, amber for what waits on someone, red for what broke (SPEC §4's colours). */
export const arrangementStatusTone: Record<ArrangementStatusValue, Tone> = {
  proposed: 'warning',
  active: 'info',
  completed: 'success',
  lapsed: 'danger',
  ended: 'neutral',
  rejected: 'neutral',
};

export const instalmentStateTone: Record<Instalment['state'], Tone> = {
  paid: 'success',
  partly_paid: 'info',
  upcoming: 'neutral',
  due: 'info',
  late: 'warning',
  missed: 'danger',
};
