import { libMismatches } from './lib-versions';

describe('libMismatches', () => {
  const loaded: Record<string, string> = { '@dental/ui': '1.4.0', '@dental/auth': '2.0.1' };
  const versionOf = (lib: string) => loaded[lib];

  it('passes a build made against the same or an older compatible version', () => {
    expect(libMismatches({ '@dental/ui': '^1.4.0', '@dental/auth': '^2.0.0' }, versionOf)).toEqual([]);
    expect(libMismatches({ '@dental/ui': '^1.0.0' }, versionOf)).toEqual([]);
  });

  it('names each lib whose loaded copy is older or of another major version', () => {
    expect(libMismatches({ '@dental/ui': '^1.5.0', '@dental/auth': '^1.9.0' }, versionOf)).toEqual([
      { lib: '@dental/ui', required: '^1.5.0', loaded: '1.4.0' },
      { lib: '@dental/auth', required: '^1.9.0', loaded: '2.0.1' },
    ]);
  });

  it('lets a lib the page has not loaded yet pass (the module brings it)', () => {
    expect(libMismatches({ '@dental/domain': '^3.0.0' }, versionOf)).toEqual([]);
  });
});
