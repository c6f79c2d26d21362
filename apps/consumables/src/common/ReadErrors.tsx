import { ErrorBanners, useMessages } from '@dental/ui';

function Banners({ messages }: { messages: readonly string[] }) {
  const shown = useMessages([...messages]);
  return <ErrorBanners messages={shown.messages} onDismiss={shown.dismiss} />;
}

/** A list read's failure as red banners: a click hides one until the next failure. */
export function ReadErrors({ messages }: { messages: readonly string[] }) {
  return <Banners key={messages.join('\n')} messages={messages} />;
}
