import type { IsoDate } from '../amsterdam-date';
import { formatDateLong } from '../format-date';
import type { ClaimState } from './claim-state';

const stageWords: Record<string, string> = {
  initial_notice: 'nog geen herinnering',
  first_reminder: 'eerste herinnering verstuurd',
  second_reminder: 'tweede herinnering verstuurd',
  final_notice: 'aanmaning verstuurd, wacht op betaling per overboeking',
};

/** The claim's next step as staff read it (import report, claim details), in Dutch. */
export function nextStepText(
  state: ClaimState,
  context: { retryOn: IsoDate; dunningStage?: string | null },
): string {
  switch (state.name) {
    case 'paid':
      return 'Betaald: afgehandeld';
    case 'credited':
      return 'Gecrediteerd: afgehandeld';
    case 'written_off':
      return 'Afgeschreven: afgehandeld';
    case 'awaiting_collection':
    case 'retry_scheduled':
      return `Gaat mee in de volgende incasso (afschrijving ${formatDateLong(context.retryOn)})`;
    case 'in_batch':
      return 'Zit in een incassobestand dat nog naar de bank moet';
    case 'submitted':
      return 'Ligt bij de bank; wacht op het bankbestand';
    case 'staff_review':
      return `Wacht op een medewerker: ${state.debitBlock?.message ?? 'de terugboeking moet worden bekeken'}`;
    case 'awaiting_payment_method':
      return 'Wacht op een nieuw IBAN of een nieuwe machtiging van de klant (dan de volgende incasso) of een overboeking; intussen de aanmaanrun';
    case 'awaiting_transfer':
      return 'De klant betaalt per overboeking; de aanmaanrun herinnert';
    case 'in_collection':
      return state.nextActor === 'staff'
        ? 'Incassobrief verstuurd; de volgende stap is aan een medewerker'
        : `In de aanmaanrun: ${stageWords[context.dunningStage ?? ''] ?? 'volgende stap volgens het schema'}`;
  }
}
