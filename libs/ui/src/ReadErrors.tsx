import { ErrorBanners } from './ErrorBanners';
import { useMessages } from './use-messages';

function DismissableBanners({ initial }: { initial: readonly string[] }) {
  const shown = useMessages([...initial]);
  return <ErrorBanners messages={shown.messages} onDismiss={shown.dismiss} />;
}

/** A list read's failures as red banners; a click hides one until the next failure. */
export function ReadErrors({ messages }: { messages: readonly string[] }) {
  return <DismissableBanners key={messages.join('\n')} initial={messages} />;
}
