import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { decodeText, detectEncoding } from './encoding';

describe('the code page of a CSV file', () => {
  const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));

  it('is UTF-8 when the bytes are valid UTF-8, a byte order mark dropped', () => {
    const text = 'Nom;Téléphone\r\nمحمد;22\r\n';
    expect(detectEncoding(bytes(text, 'utf-8'))).toBe('utf-8');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('Nom', 'utf-8')]), 'utf-8')).toBe('Nom');
  });

  it('tells Arabic (Windows-1256) from French (Windows-1252), whose accented small letters are the same bytes', () => {
    const french = 'Nom;Prénom;Adresse\r\nÉLÉONORE;Hélène;Rue de l’Église\r\nMaïté;Zoé;Îlot à côté\r\n';
    const arabic = 'الاسم,الهاتف\r\nمحمد ولد أحمد,22 33\r\nفاطمة بنت سيدي,22 34\r\né\r\n';
    expect(detectEncoding(bytes(french, 'windows-1252'))).toBe('windows-1252');
    expect(detectEncoding(bytes(arabic, 'windows-1256'))).toBe('windows-1256');
    expect(decodeText(bytes(arabic, 'windows-1256'), 'windows-1256')).toBe(arabic);
  });
});
