// The first screen's code is all in this file (eager imports: no request of their own), but it runs
// in steps, each a task of its own: one long evaluation would keep a key pressed meanwhile waiting.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function startInSteps(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await nextTask();
  start();
}

void startInSteps();
