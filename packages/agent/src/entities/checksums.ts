import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** The Luhn check every payment card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Issuer prefixes of the card networks people carry (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro). */
const CARD_PREFIX =
  /^(?:4|5[1-5]|2(?:2[2-9]|[3-6]|7[01]|720)|3[47]|6(?:011|5|4[4-9]|2)|35|3(?:0[0-5]|[689])|5[06-9]|6[0-9])/;

export function isCardNumber(digits: string): boolean {
  return (
    digits.length >= 13 && digits.length <= 19 && CARD_PREFIX.test(digits) && passesLuhn(digits)
  );
}

/** An IBAN as written (spaces allowed) whose country format and mod-97 checksum hold. */
export function isIban(written: string): boolean {
  const compact = electronicFormatIBAN(written);
  return compact !== null && isValidIBAN(compact);
}
