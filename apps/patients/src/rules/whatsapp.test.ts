import { debtReminderLink, debtReminderText, whatsAppDigits, whatsAppLink } from './whatsapp';

/** Intl writes French thousands with a narrow no-break space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('whatsAppDigits', () => {
  it('uses the WhatsApp number when it holds more than the prefix', () => {
    expect(whatsAppDigits({ phone: '22112233', whatsApp: '+222 36 44 55 66' })).toBe('22236445566');
  });
  it('falls back to the phone, adding the default country code to a local number', () => {
    expect(whatsAppDigits({ phone: '22 11 22 33', whatsApp: '+222' })).toBe('22222112233');
    expect(whatsAppDigits({ phone: '22112233', whatsApp: '' })).toBe('22222112233');
  });
  it('keeps a number that already has its country code', () => {
    expect(whatsAppDigits({ phone: '+33 6 12 34 56 78', whatsApp: '+222' })).toBe('33612345678');
    expect(whatsAppDigits({ phone: '0033612345678', whatsApp: '+222' })).toBe('33612345678');
  });
  it('has nothing to open without any digit', () => {
    expect(whatsAppDigits({ phone: '', whatsApp: '+222' })).toBeNull();
  });
});

describe('debt reminder', () => {
  it('writes the French reminder with the absolute balance and the clinic name', () => {
    expect(plain(debtReminderText('Aicha', -1500, 'Clinique Nour'))).toBe(
      "Bonjour Aicha, nous vous rappelons qu'il reste 1 500 MRU à régler au Clinique Nour. Merci.",
    );
    expect(plain(debtReminderText('Aicha', -250.5, ''))).toContain('250,5 MRU à régler au cabinet.');
  });

  it('encodes the text into a wa.me link', () => {
    expect(whatsAppLink('22236445566', 'Bonjour A & B ?')).toBe('https://wa.me/22236445566?text=Bonjour%20A%20%26%20B%20%3F');
  });

  it('offers the link only when the balance is negative and a number exists', () => {
    const patient = { name: 'Aicha', contact: { phone: '22112233', whatsApp: '+22236445566' }, balance: -1500 };
    const link = debtReminderLink(patient, 'Clinique Nour')!;
    expect(link.startsWith('https://wa.me/22236445566?text=')).toBe(true);
    expect(plain(decodeURIComponent(link.split('text=')[1]))).toBe(
      "Bonjour Aicha, nous vous rappelons qu'il reste 1 500 MRU à régler au Clinique Nour. Merci.",
    );
    expect(debtReminderLink({ ...patient, balance: 0 }, 'x')).toBeNull();
    expect(debtReminderLink({ ...patient, balance: 200 }, 'x')).toBeNull();
    expect(debtReminderLink({ ...patient, contact: { phone: '', whatsApp: '+222' } }, 'x')).toBeNull();
  });
});
