import { debtReminderLink, debtReminderText } from './whatsapp';

/** Intl writes French thousands with a narrow no-break space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('debt reminder', () => {
  it('writes the French reminder with the absolute balance and the clinic name', () => {
    expect(plain(debtReminderText('Aicha', -1500, 'Clinique Nour'))).toBe(
      "Bonjour Aicha, nous vous rappelons qu'il reste 1 500,00 MRU à régler au Clinique Nour. Merci.",
    );
    expect(plain(debtReminderText('Aicha', -250.5, ''))).toContain('250,50 MRU à régler au cabinet.');
  });

  it('offers the link only when the balance is negative and a number exists', () => {
    const patient = { name: 'Aicha', contact: { phone: '22112233', whatsApp: '+22236445566' }, balance: -1500 };
    const link = debtReminderLink(patient, 'Clinique Nour')!;
    expect(link.startsWith('https://wa.me/22236445566?text=')).toBe(true);
    expect(plain(decodeURIComponent(link.split('text=')[1]))).toBe(
      "Bonjour Aicha, nous vous rappelons qu'il reste 1 500,00 MRU à régler au Clinique Nour. Merci.",
    );
    expect(debtReminderLink({ ...patient, balance: 0 }, 'x')).toBeNull();
    expect(debtReminderLink({ ...patient, balance: 200 }, 'x')).toBeNull();
    expect(debtReminderLink({ ...patient, contact: { phone: '', whatsApp: '+222' } }, 'x')).toBeNull();
  });
});
