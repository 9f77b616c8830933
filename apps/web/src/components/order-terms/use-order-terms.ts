import type { OrderAcceptance } from '@hostportaal/contract';
import { useState } from 'react';
import { useCurrentLegalDocuments } from '../../lib/api/legal-documents';
import { useSession } from '../../lib/session/session-context';

export type OrderTermsState = ReturnType<typeof useOrderTerms>;

/**
 * The checkboxes an order needs (art. 6:230m, 6:230p BW): the terms accepted, and for a consumer (no KvK
 * number or VAT id on the account) the request to start at once. `acceptance()` gives the body part, or
 * null after marking what is missing.
 */
export function useOrderTerms() {
  const { user } = useSession();
  const documents = useCurrentLegalDocuments();
  const consumer = !(user?.kvkNumber?.trim() || user?.vatId?.trim());
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [immediateStart, setImmediateStart] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const acceptance = (): OrderAcceptance | null => {
    const complete = acceptTerms && (!consumer || immediateStart) && documents.data !== undefined;
    setShowMissing(!complete);
    if (!complete || !documents.data) return null;
    return {
      termsVersion: documents.data.terms.version,
      privacyVersion: documents.data.privacy.version,
      acceptTerms: true,
      immediateStart: consumer && immediateStart,
    };
  };
  return {
    consumer,
    documents,
    acceptTerms,
    setAcceptTerms,
    immediateStart,
    setImmediateStart,
    termsMissing: showMissing && !acceptTerms,
    startMissing: showMissing && consumer && !immediateStart,
    acceptance,
  };
}
