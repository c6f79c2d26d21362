import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export: `lazyNamed(() => import('./QuotesTab'), 'QuotesTab')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound: any props
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
