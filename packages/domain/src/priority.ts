// SPEC §4 and §9: priority by days overdue (thresholds 7 and 14) and its colour (thresholds 30 and 60).

export type PriorityLevel = 'high' | 'medium' | 'low';

export interface Priority {
  level: PriorityLevel;
  label: string;
}

// The labels are SPEC's English texts: the Collection Center shows them in every staff locale.
export function priorityByDaysOverdue(daysOverdue: number): Priority {
  if (daysOverdue <= 7) return { level: 'high', label: 'Urgent' };
  if (daysOverdue <= 14) return { level: 'medium', label: 'Medium Priority' };
  return { level: 'low', label: 'Low Priority' };
}

export type DaysOverdueSeverity = 'critical' | 'high' | 'medium';

export function daysOverdueSeverity(daysOverdue: number): DaysOverdueSeverity {
  if (daysOverdue > 60) return 'critical';
  if (daysOverdue > 30) return 'high';
  return 'medium';
}
