import { ErrorBanners, useMessages } from '@dental/ui';

function DismissableBanners({ initial }: { initial: readonly string[] }) {
  const shown = useMessages([...initial]);
  return <ErrorBanners messages={shown.messages} onDismiss={shown.dismiss} />;
}

/** A list's read failure as red banners; a click hides one until the next failure. */
export function ListErrors({ messages }: { messages: readonly string[] }) {
  return <DismissableBanners key={messages.join('\n')} initial={messages} />;
}
