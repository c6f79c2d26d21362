import type { DoctorSummary } from '@dental/contracts';
import type { NavigationContext } from '@dental/auth';
import { composeDrawer, composeExtensions, composeTiles, moduleOwning, type ModuleDeclarations } from '@dental/module-kit';
// The product as it ships today: the composition of the six modules' own declarations. The shell's
// source names none of them; this test holds the spec's order and gating (part 1 §2) together.
import { declarations as admin } from '../../../admin/src/declarations';
import { declarations as patients } from '../../../patients/src/declarations';
import { declarations as appointments } from '../../../appointments/src/declarations';
import { declarations as laboratories } from '../../../laboratories/src/declarations';
import { declarations as finance } from '../../../finance/src/declarations';
import { declarations as consumables } from '../../../consumables/src/declarations';
import { HOME_PANELS_SLOT, HOME_SLOT, homeWidgetsOf } from '../home/home-widgets';

/** In the registry's order, as the API lists them. */
const modules: ModuleDeclarations[] = [admin, patients, appointments, laboratories, finance, consumables];
const homeTiles = (ctx: NavigationContext) => composeTiles(modules, ctx);
/** The shell's own home entry comes first, then the modules' entries. */
const drawerEntries = (ctx: NavigationContext) => [
  { id: 'home', destination: { kind: 'link', to: '/' } },
  ...composeDrawer(modules, ctx).map(({ id, destination }) => ({ id, destination })),
];

const doctors: DoctorSummary[] = [
  { _id: '2', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 } },
  { _id: '3', username: 'dr.aicha', doctor: { cabinet: true, percentage: 40 } },
];
const view = (collectionName: string, name = 'AFFICHER') => ({ name, collectionName });

function context(permissions: { name: string; collectionName: string }[], user: Partial<NavigationContext['user']> = {}): NavigationContext {
  return { permissions, cabinetDoctors: doctors, user: { _id: '9', doctor: null, dev: false, ...user } };
}

const tileIds = (ctx: NavigationContext) => homeTiles(ctx).flat().map((tile) => tile.id);
const entryIds = (ctx: NavigationContext) => drawerEntries(ctx).map((entry) => entry.id);

describe('module paths', () => {
  it('sends each top-level path to the module that declares it', () => {
    const owner = (path: string) => moduleOwning(modules, path)?.module;
    expect(['/user', '/role', '/permissions', '/treatment', '/paymentMode', '/assurance/1/treatments'].map(owner)).toEqual(Array(6).fill('admin'));
    expect(owner('/patient/1/2/Manage/devis')).toBe('patients');
    expect(owner('/appointments/1')).toBe('appointments');
    expect([owner('/laboratory'), owner('/implants/3')]).toEqual(['laboratories', 'laboratories']);
    expect(owner('/statistics/1/payments')).toBe('finance');
    expect(owner('/Consumables/1/consumptions')).toBe('consumables');
    expect([owner('/'), owner('/nowhere'), owner('/consumables/1')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('home widgets', () => {
  it('places the quick search with view and the add button with view and add', () => {
    const widgets = (ctx: NavigationContext) => composeExtensions(modules, HOME_SLOT, ctx).map((w) => `${w.module}/${w.widget}`);
    expect(widgets(context([view('PATIENTS')]))).toEqual(['patients/QuickSearch']);
    expect(widgets(context([view('PATIENTS'), view('PATIENTS', 'AJOUTER')]))).toEqual(['patients/QuickSearch', 'patients/AddPatientButton']);
    expect(widgets(context([view('PATIENTS', 'AJOUTER')]))).toEqual([]);
  });

  it('places the waiting room, the patients to call back and the panel of the day under the search for users who see appointments, and "Ma caisse du jour" for those who see payments', () => {
    const panels = (ctx: NavigationContext) => composeExtensions(modules, HOME_PANELS_SLOT, ctx).map((w) => `${w.module}/${w.widget}`);
    expect(panels(context([view('RDV')]))).toEqual(['appointments/WaitingRoom', 'appointments/CallbackList', 'appointments/TodayPanel']);
    expect(panels(context([view('RDV'), view('PAIEMENTS_PATIENTS')]))).toEqual(['appointments/WaitingRoom', 'appointments/CallbackList', 'appointments/TodayPanel', 'finance/MyTill']);
    expect(panels(context([view('PATIENTS')]))).toEqual([]);
  });
});

describe('the home’s widgets, whose files are fetched before the home is drawn', () => {
  it('are the widgets beside the search, the panels and the tiles’ figures this user sees', () => {
    const widgets = (ctx: NavigationContext) => homeWidgetsOf(modules, ctx).map((w) => `${w.module}/${w.widget}`);
    expect(widgets(context([view('PATIENTS'), view('RDV')]))).toEqual(['patients/QuickSearch', 'appointments/WaitingRoom', 'appointments/CallbackList', 'appointments/TodayPanel', 'appointments/RecallCount']);
    expect(widgets(context([]))).toEqual([]);
  });
});

describe('home tiles', () => {
  it('lays out every tile in the spec’s three rows for a user who may see everything', () => {
    const all = ['PATIENTS', 'RDV', 'STATISTIQUES_FINANCIERES', 'ASSURANCES', 'LABORATOIRES', 'CONSOMMABLES', 'IMPLANTS', 'UTILISATEURS', 'TRAITEMENTS', 'ROLES', 'MODE_PAIEMENT'];
    expect(homeTiles(context(all.map((c) => view(c)), { dev: true })).map((row) => row.map((tile) => tile.id))).toEqual([
      ['consultation', 'finish', 'current'],
      ['appointments', 'recall', 'statistics', 'assurances', 'laboratories', 'consumables', 'implants'],
      // The tooth conditions (with the treatments' rights) and the consent template (developers) of issue 37 close row 3.
      ['users', 'treatments', 'conditionTypes', 'roles', 'paymentModes', 'permissions', 'settings', 'consentTemplate'],
    ]);
  });

  it('shows only the tiles the permissions open', () => {
    expect(tileIds(context([view('PATIENTS'), view('MODE_PAIEMENT')]))).toEqual(['consultation', 'finish', 'current', 'paymentModes']);
    expect(tileIds(context([]))).toEqual([]);
  });

  it('links doctor-scoped tiles to the user’s own id without the global view', () => {
    const [patients] = homeTiles(context([view('PATIENTS')]));
    expect(patients.map((tile) => tile.destination)).toEqual([
      { kind: 'link', to: '/patient/consultation/9' },
      { kind: 'link', to: '/patient/finish/9' },
      { kind: 'link', to: '/patient/current/9' },
    ]);
  });

  it('offers the cabinet doctors with the global view', () => {
    const tiles = homeTiles(context([view('RDV', 'AFFICHER_GLOBAL'), view('STATISTIQUES_FINANCIERES', 'AFFICHER_GLOBAL')])).flat();
    expect(tiles.map((tile) => tile.destination)).toEqual([
      { kind: 'doctors', choices: [{ doctor: doctors[0], to: '/appointments/2' }, { doctor: doctors[1], to: '/appointments/3' }] },
      { kind: 'doctors', choices: [{ doctor: doctors[0], to: '/appointments/2/recall' }, { doctor: doctors[1], to: '/appointments/3/recall' }] },
      { kind: 'doctors', choices: [{ doctor: doctors[0], to: '/statistics/2/payments' }, { doctor: doctors[1], to: '/statistics/3/payments' }] },
    ]);
  });

  it('sends a cabinet doctor straight to their implants and lets others pick', () => {
    const own = homeTiles(context([view('IMPLANTS')], { doctor: { cabinet: true, percentage: 50 } })).flat()[0];
    expect(own.destination).toEqual({ kind: 'link', to: '/implants/9' });
    const other = homeTiles(context([view('IMPLANTS')])).flat()[0];
    expect(other.destination.kind).toBe('doctors');
  });

  it('shows Permissions and the clinic settings to developer-flag users only', () => {
    expect(tileIds(context([], { dev: true }))).toEqual(['permissions', 'settings', 'consentTemplate']);
    expect(tileIds(context([view('ROLES')]))).toEqual(['roles']);
  });

  it('gates the reference tiles by their own collections', () => {
    expect(tileIds(context([view('ASSURANCES')]))).toEqual(['assurances']);
    expect(tileIds(context([view('LABORATOIRES')]))).toEqual(['laboratories']);
    expect(tileIds(context([view('CONSOMMABLES', 'AFFICHER_GLOBAL')]))).toEqual(['consumables']);
  });
});

describe('drawer entries', () => {
  it('always offers the home page', () => {
    expect(entryIds(context([]))).toEqual(['home']);
  });

  it('keeps the observed swap: Laboratoires needs ASSURANCES, Assurances needs LABORATOIRES', () => {
    const withAssurances = drawerEntries(context([view('ASSURANCES')]));
    expect(withAssurances.map((e) => e.id)).toEqual(['home', 'laboratories']);
    expect(withAssurances[1].destination).toEqual({ kind: 'link', to: '/laboratory' });
    const withLaboratories = drawerEntries(context([view('LABORATOIRES')]));
    expect(withLaboratories.map((e) => e.id)).toEqual(['home', 'assurances']);
    expect(withLaboratories[1].destination).toEqual({ kind: 'link', to: '/assurance' });
  });

  it('opens a screen whose tabs show with their own collections for the view of any one tab (a role editor that tells the truth)', () => {
    const onlyConsumptions = context([view('CONSOMMATIONS')]);
    expect(entryIds(onlyConsumptions)).toEqual(['home', 'consumables']);
    expect(tileIds(onlyConsumptions)).toEqual(['consumables']);
    expect(drawerEntries(onlyConsumptions)[1].destination).toEqual({ kind: 'link', to: '/Consumables/9/consumptions' });
    // The doctor choice follows the view that opened the screen.
    const globalOrders = drawerEntries(context([view('BON_COMMANDE', 'AFFICHER_GLOBAL')]))[1].destination;
    expect(globalOrders.kind).toBe('doctors');
    const labPayments = context([view('PAIEMENTS_LABORATOIRES')]);
    expect(entryIds(labPayments)).toEqual(['home', 'laboratories']);
    expect(tileIds(labPayments)).toEqual(['laboratories']);
    expect(entryIds(context([view('IMPLANTS')]))).toEqual(['home']);
  });

  it('lists the entries in the spec’s order for a user who may see everything', () => {
    const all = ['PATIENTS', 'ASSURANCES', 'LABORATOIRES', 'RDV', 'STATISTIQUES_FINANCIERES', 'CONSOMMABLES', 'UTILISATEURS', 'TRAITEMENTS'];
    expect(entryIds(context(all.map((c) => view(c))))).toEqual([
      'home', 'laboratories', 'patients', 'assurances', 'appointments', 'recall', 'reminders', 'statistics', 'consumables', 'users', 'treatments',
    ]);
  });

  it('gives doctor sub-menus with the global view', () => {
    const [, patients] = drawerEntries(context([view('PATIENTS', 'AFFICHER_GLOBAL')]));
    expect(patients.destination).toEqual({
      kind: 'doctors',
      choices: [{ doctor: doctors[0], to: '/patient/consultation/2' }, { doctor: doctors[1], to: '/patient/consultation/3' }],
    });
  });
});
