// The home's widgets' files, asked for as soon as the page knows which widgets it will show: the
// browser downloads them while the page is still being drawn, and the federation runtime, which would
// only ask once each widget's frame has mounted and its manifest has been processed, finds them there.
import type { ModuleName } from '@dental/contracts';
import { chosenBuild } from './registry';

interface ManifestFiles {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files a widget needs before it can mount: its build's entry, then its own chunks and styles. */
export function widgetFiles(manifestUrl: string, manifest: unknown, widget: string): { scripts: string[]; styles: string[] } {
  const { metaData, exposes } = (manifest ?? {}) as ManifestFiles;
  const entry = metaData?.remoteEntry;
  const expose = exposes?.find((candidate) => candidate.name === widget);
  if (!entry?.name || !expose) return { scripts: [], styles: [] };
  const base = metaData?.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, manifestUrl) : new URL('./', manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  return {
    scripts: [url(entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name), ...(expose.assets?.js?.sync ?? []).map(url)],
    styles: (expose.assets?.css?.sync ?? []).map(url),
  };
}

const asked = new Set<string>();

function preload(href: string, as: 'script' | 'style'): void {
  if (asked.has(href)) return;
  asked.add(href);
  const link = document.createElement('link');
  // As the federation runtime and the build's own loader ask (no crossorigin): the browser then
  // hands them this download.
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/** Starts downloading the files of `widgets` from their chosen builds' manifests (the registry's answer); nothing for a build without one. */
export async function preloadWidgetFiles(userId: string, widgets: readonly { module: ModuleName; widget: string }[]): Promise<void> {
  for (const { module, widget } of widgets) {
    const build = await chosenBuild(userId, module).catch(() => undefined);
    if (!build?.description) continue;
    const { scripts, styles } = widgetFiles(build.url, build.description.manifest, widget);
    styles.forEach((href) => preload(href, 'style'));
    scripts.forEach((href) => preload(href, 'script'));
  }
}
