// SPEC §4: status colours; green success, orange warning, red danger, grey neutral.
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';
