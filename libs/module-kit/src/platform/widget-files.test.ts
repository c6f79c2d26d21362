import { registryApi } from '@dental/api-client';
import { forgetRegistry } from './registry';
import { preloadWidgetFiles, widgetFiles } from './widget-files';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.afe98c8a.js', path: '' } },
  exposes: [
    { name: 'QuickSearch', assets: { js: { sync: ['2325.js', 'expose_QuickSearch.js'], async: ['messages-ar.js'] }, css: { sync: ['expose_QuickSearch.css'], async: [] } } },
    { name: 'Module', assets: { js: { sync: ['2325.js', 'expose_Module.js'], async: ['page.js'] }, css: { sync: [], async: [] } } },
  ],
};
const BUILD = 'http://localhost/modules/patients/builds/42/mf-manifest.json';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.getAttribute('href')}`);

describe('widgetFiles', () => {
  it('names the build’s entry and the widget’s own chunks and styles, beside the manifest (publicPath auto), not the chunks it loads later', () => {
    expect(widgetFiles(BUILD, MANIFEST, 'QuickSearch')).toEqual({
      scripts: ['http://localhost/modules/patients/builds/42/remoteEntry.afe98c8a.js', 'http://localhost/modules/patients/builds/42/2325.js', 'http://localhost/modules/patients/builds/42/expose_QuickSearch.js'],
      styles: ['http://localhost/modules/patients/builds/42/expose_QuickSearch.css'],
    });
  });

  it('follows a publicPath and an entry in a folder of its own', () => {
    const manifest = { ...MANIFEST, metaData: { publicPath: 'https://cdn.example/patients/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(widgetFiles(BUILD, manifest, 'Module').scripts).toEqual(['https://cdn.example/patients/entry/remoteEntry.js', 'https://cdn.example/patients/2325.js', 'https://cdn.example/patients/expose_Module.js']);
  });

  it('names nothing for a widget the build does not expose, or a manifest it cannot read', () => {
    expect(widgetFiles(BUILD, MANIFEST, 'Unknown')).toEqual({ scripts: [], styles: [] });
    expect(widgetFiles(BUILD, null, 'QuickSearch')).toEqual({ scripts: [], styles: [] });
  });
});

describe('preloadWidgetFiles', () => {
  beforeEach(() => {
    forgetRegistry();
    document.head.innerHTML = '';
  });

  it('asks the browser for each file once, from the manifest the registry carried; nothing for a build it did not describe', async () => {
    jest.spyOn(registryApi, 'list').mockResolvedValue([
      { name: 'patients', url: BUILD, canary: null, builds: { [BUILD]: { manifest: MANIFEST, declarations: {} } } },
      { name: 'finance', url: '/modules/finance/mf-manifest.json', canary: null },
    ]);
    await preloadWidgetFiles('9', [
      { module: 'patients', widget: 'QuickSearch' },
      { module: 'patients', widget: 'Module' },
      { module: 'finance', widget: 'MyTill' },
    ]);
    expect(preloads()).toEqual([
      'style http://localhost/modules/patients/builds/42/expose_QuickSearch.css',
      'script http://localhost/modules/patients/builds/42/remoteEntry.afe98c8a.js',
      'script http://localhost/modules/patients/builds/42/2325.js',
      'script http://localhost/modules/patients/builds/42/expose_QuickSearch.js',
      'script http://localhost/modules/patients/builds/42/expose_Module.js',
    ]);
    expect(document.head.querySelector('link[crossorigin]')).toBeNull();
  });
});
