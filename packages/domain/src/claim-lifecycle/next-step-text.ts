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
      if (state.returnClass === 'batch_rejected' && !state.debitBlock)
        return 'Wacht op een medewerker: de bank weigerde het hele incassobestand; los de oorzaak op en bied de factuur opnieuw aan';
      return `Wacht op een medewerker: ${state.debitBlock?.message ?? 'de terugboeking moet worden bekeken'}`;
    case 'awaiting_payment_method':
      return 'Wacht op een nieuw IBAN of een nieuwe machtiging van de klant (dan de volgende incasso) of een overboeking; intussen de aanmaanrun';
    case 'awaiting_transfer':
      return 'De klant betaalt per overboeking; de aanmaanrun herinnert';
    case 'in_arrangement':
      return 'Valt onder een betalingsregeling: de klant betaalt in termijnen, de aanmaanrun slaat de factuur over';
    case 'in_collection':
      return state.nextActor === 'staff'
        ? 'Incassobrief verstuurd; de volgende stap is aan een medewerker'
        : `In de aanmaanrun: ${stageWords[context.dunningStage ?? ''] ?? 'volgende stap volgens het schema'}`;
  }
}

/**
 * The same next step as a code and its facts, for a screen's own words (issue 20): the state's name, when
 * the next debit goes out, why staff must look (the debit block's code and params), the dunning stage.
 */
export function nextStepFacts(
  state: ClaimState,
  context: { retryOn: IsoDate; dunningStage?: string | null },
): { code: ClaimState['name']; params: Record<string, string | number> } {
  switch (state.name) {
    case 'awaiting_collection':
    case 'retry_scheduled':
      return { code: state.name, params: { retryOn: context.retryOn } };
    case 'staff_review':
      return {
        code: state.name,
        params: state.debitBlock
          ? { block: state.debitBlock.code, ...state.debitBlock.params }
          : state.returnClass === 'batch_rejected'
            ? { returnClass: state.returnClass }
            : {},
      };
    case 'in_collection':
      return {
        code: state.name,
        params:
          state.nextActor === 'staff'
            ? { nextActor: 'staff' }
            : context.dunningStage
              ? { dunningStage: context.dunningStage }
              : {},
      };
    default:
      return { code: state.name, params: {} };
  }
}
