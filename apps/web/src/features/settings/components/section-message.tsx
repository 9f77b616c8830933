import { Alert } from '../../../components/ui/alert';
import type { SectionMessage as Message } from '../hooks/use-timed-message';

export function SectionMessage({ message }: { message: Message | null }) {
  return (
    <div aria-live="polite" role={message?.tone === 'error' ? 'alert' : 'status'}>
      {message ? <Alert variant={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
