import { cellName, whatsAppMessageLink, whatsAppNumber } from './appointment-reminder';

describe('cellName', () => {
  it('keeps the first 12 characters and marks a cut name with "…"', () => {
    expect(cellName('Mohamed Ould Ahmed')).toBe('Mohamed Ould…');
    expect(cellName('Aïcha')).toBe('Aïcha');
    expect(cellName('Fatimetou Sy')).toBe('Fatimetou Sy');
    expect(cellName('محمد ولد أحمد سالم')).toBe('محمد ولد أحم…');
  });

  it('leaves no space before the mark', () => {
    expect(cellName('Penda Diop Ba Sow')).toBe('Penda Diop B…');
    expect(cellName('Abdallahi Ould Sidi')).toBe('Abdallahi Ou…');
    expect(cellName('Mariem Mint Ahmed')).toBe('Mariem Mint…');
  });

  it('never cuts a character in two', () => {
    expect(cellName('😀'.repeat(14))).toBe(`${'😀'.repeat(12)}…`);
  });
});

describe('WhatsApp link', () => {
  it('opens the WhatsApp number, else the phone with the default country code', () => {
    expect(whatsAppNumber({ phone: '36 44 55 66', whatsApp: '+222' }, '+222')).toBe('22236445566');
    expect(whatsAppNumber({ phone: '36445566', whatsApp: '+33 6 12 34 56 78' }, '+222')).toBe('33612345678');
    expect(whatsAppNumber({ phone: '0033612345678', whatsApp: '' }, '+222')).toBe('33612345678');
    expect(whatsAppNumber({ phone: '', whatsApp: '+222' }, '+222')).toBeNull();
  });

  it('carries the text encoded', () => {
    expect(whatsAppMessageLink('22236445566', 'A & B ?')).toBe('https://wa.me/22236445566?text=A%20%26%20B%20%3F');
  });
});
