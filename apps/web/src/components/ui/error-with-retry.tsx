import { Alert } from './alert';
import { Button } from './button';
import { useScreenWords } from './screen-words';

interface ErrorWithRetryProps {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  title?: string;
  /** The button text; the screen's retry word (useScreenWords) unless given. */
  retryLabel?: string;
  /** Makes the error closable (a banner the user may put away). */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** A failed load or action: the message and a way to try again (SPEC: every error is shown with a retry). */
export function ErrorWithRetry({
  message,
  onRetry,
  isRetrying,
  title,
  retryLabel,
  onDismiss,
  dismissLabel,
}: ErrorWithRetryProps) {
  const words = useScreenWords();
  return (
    <Alert variant="error" title={title} onDismiss={onDismiss} dismissLabel={dismissLabel ?? words.close}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} isLoading={isRetrying}>
        {retryLabel ?? words.retry}
      </Button>
    </Alert>
  );
}
