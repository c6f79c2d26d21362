import { declarationsOfBuild, forgetReadDeclarations } from './build-declarations';

const DECLARATIONS = { module: 'patients', title: { fr: 'Patients', en: 'Patients', ar: 'المرضى' }, routes: ['patient'] };
const MANIFEST = 'http://localhost/modules/patients/mf-manifest.json';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  forgetReadDeclarations();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

test("the home's composition and a widget's load, asking at once, share one request", async () => {
  fetchMock.mockImplementation(() => answer(200, DECLARATIONS));
  const [composition, widget, other] = await Promise.all([
    declarationsOfBuild('patients', MANIFEST),
    declarationsOfBuild('patients', MANIFEST),
    declarationsOfBuild('patients', MANIFEST),
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('http://localhost/modules/patients/declarations.json');
  expect(composition).toEqual(DECLARATIONS);
  expect(widget).toBe(composition);
  expect(other).toBe(composition);
});

test('a failed read is not kept: the next attempt reads again', async () => {
  fetchMock.mockImplementationOnce(() => answer(503, null)).mockImplementation(() => answer(200, DECLARATIONS));
  await expect(declarationsOfBuild('patients', MANIFEST)).rejects.toThrow('declarations answered 503');
  await expect(declarationsOfBuild('patients', MANIFEST)).resolves.toEqual(DECLARATIONS);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('declarations of another module at that URL are refused', async () => {
  fetchMock.mockImplementation(() => answer(200, DECLARATIONS));
  await expect(declarationsOfBuild('finance', MANIFEST)).rejects.toThrow('malformed declarations');
});
