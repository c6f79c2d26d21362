import { appointmentReminderText, cellName, whatsAppMessageLink, whatsAppNumber } from './appointment-reminder';

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

describe('appointmentReminderText', () => {
  const text = appointmentReminderText({ date: '2026-11-24', time: '09:30', clinicName: 'Cabinet Dentaire Essalam', openingHours: '09:00-13:00 et 16:00-21:00' });

  it('says the date, the time, the clinic and its opening hours in Arabic, then in French', () => {
    const [arabic, french] = text.split('\n');
    expect(arabic).toBe('تذكير بموعدكم في Cabinet Dentaire Essalam يوم 24/11/2026 على الساعة 09:30. أوقات العمل: 09:00-13:00 et 16:00-21:00.');
    expect(french).toBe("Rappel de votre rendez-vous au Cabinet Dentaire Essalam le 24/11/2026 à 09:30. Horaires d'ouverture : 09:00-13:00 et 16:00-21:00.");
  });

  it('takes the clinic from what it is given, not from the build', () => {
    const other = appointmentReminderText({ date: '2026-11-24', time: '16:00', clinicName: 'Clinique du Port', openingHours: '' });
    expect(other).toContain('Clinique du Port');
    expect(other).not.toContain('Essalam');
    expect(other).not.toContain('Horaires');
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
