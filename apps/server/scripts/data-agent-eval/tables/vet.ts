import {
  avg,
  decline,
  first,
  groupTop,
  n,
  names,
  num,
  record,
  set,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round seven, held out: a vet clinic's appointments — a patient's weight in kilograms or pounds
 * in one column ('28.4 kg', '71 lb'), an age in years or months ('4 yrs', '8 mos'), a day and time
 * in one cell ('2026-11-02 09:30'), a species, an owner, a vet, a reason, a fee '$65.00' and a
 * neutered Yes / No. Written after round six's rules, before any answer to it was looked at.
 */
const visit = (
  patient: string,
  species: string,
  owner: string,
  weight: string,
  age: string,
  appointment: string,
  vet: string,
  reason: string,
  fee: number,
  neutered: boolean,
): Rec => ({
  patient,
  species,
  owner,
  weight,
  age,
  appointment,
  vet,
  reason,
  fee: `$${fee.toFixed(2)}`,
  neutered: neutered ? 'Yes' : 'No',
});

const records: Rec[] = [
  visit(
    'Biscuit',
    'Dog',
    'Hannah Moore',
    '28.4 kg',
    '4 yrs',
    '2026-11-02 09:30',
    'Dr. Patel',
    'Vaccination',
    65,
    true,
  ),
  visit(
    'Mochi',
    'Cat',
    'Kenji Sato',
    '9.2 lb',
    '2 yrs',
    '2026-11-02 10:15',
    'Dr. Okafor',
    'Check-up',
    55,
    true,
  ),
  visit(
    'Pepper',
    'Rabbit',
    'Lucy Grant',
    '1.8 kg',
    '8 mos',
    '2026-11-03 14:00',
    'Dr. Lindqvist',
    'Dental cleaning',
    120,
    false,
  ),
  visit(
    'Rocky',
    'Dog',
    'Sam Rivera',
    '71 lb',
    '9 yrs',
    '2026-11-04 11:00',
    'Dr. Patel',
    'Surgery',
    840,
    true,
  ),
  visit(
    'Luna',
    'Cat',
    'Hannah Moore',
    '4.1 kg',
    '11 yrs',
    '2026-11-05 09:00',
    'Dr. Okafor',
    'Dental cleaning',
    310,
    true,
  ),
  visit(
    'Kiwi',
    'Bird',
    'Priya Nair',
    '0.9 lb',
    '6 yrs',
    '2026-11-05 15:00',
    'Dr. Lindqvist',
    'Check-up',
    70,
    false,
  ),
  visit(
    'Max',
    'Dog',
    'Owen Davies',
    '12.5 kg',
    '1 yr',
    '2026-11-06 16:30',
    'Dr. Patel',
    'Vaccination',
    65,
    false,
  ),
  visit(
    'Nala',
    'Cat',
    'Sam Rivera',
    '10.6 lb',
    '5 yrs',
    '2026-11-09 10:00',
    'Dr. Okafor',
    'Skin allergy',
    95,
    true,
  ),
  visit(
    'Bruno',
    'Dog',
    'Kenji Sato',
    '38 kg',
    '7 yrs',
    '2026-11-10 13:15',
    'Dr. Lindqvist',
    'Skin allergy',
    95,
    true,
  ),
  visit(
    'Hazel',
    'Rabbit',
    'Owen Davies',
    '3.5 lb',
    '3 yrs',
    '2026-11-11 15:45',
    'Dr. Patel',
    'Check-up',
    55,
    true,
  ),
  visit(
    'Ziggy',
    'Cat',
    'Lucy Grant',
    '3.2 kg',
    '6 mos',
    '2026-11-12 09:45',
    'Dr. Okafor',
    'Vaccination',
    60,
    false,
  ),
  visit(
    'Bella',
    'Dog',
    'Priya Nair',
    '22 lb',
    '13 yrs',
    '2026-11-13 11:30',
    'Dr. Lindqvist',
    'Surgery',
    1250,
    true,
  ),
  visit(
    'Oscar',
    'Cat',
    'Hannah Moore',
    '13.4 lb',
    '8 yrs',
    '2026-11-16 14:30',
    'Dr. Patel',
    'Check-up',
    55,
    true,
  ),
  visit(
    'Daisy',
    'Dog',
    'Ama Owusu',
    '19.7 kg',
    '3 yrs',
    '2026-11-17 10:45',
    'Dr. Patel',
    'Vaccination',
    65,
    true,
  ),
];

const P = 'patient';
/** A weight in kilograms, whichever unit the cell is written in. */
const kg = (r: Rec) => {
  const text = String(r.weight);
  return text.endsWith('lb') ? n(text) * 0.45359237 : n(text);
};
/** An age in months, whichever unit the cell is written in. */
const months = (r: Rec) => {
  const text = String(r.age);
  return text.includes('mo') ? n(text) : n(text) * 12;
};
const fee = (r: Rec) => n(r.fee);
const hour = (r: Rec) => Number(String(r.appointment).slice(11, 13));
export const vet: EvalTable = {
  name: 'vet',
  // Round seven: held out until its misses were read (21/40); a tuning table now.
  heldOut: false,
  records,
  questions: [
    {
      question: 'How many appointments were for cats?',
      expected: num(where(records, 'species', 'Cat').length),
    },
    {
      question: 'heaviest dog',
      expected: record(
        first(
          where(records, 'species', 'Dog').sort((a, b) => kg(b) - kg(a)),
          P,
        ),
      ),
    },
    {
      question: 'pets over 10 kg',
      expected: set(
        P,
        names(
          records.filter((r) => kg(r) > 10),
          P,
        ),
      ),
    },
    {
      question: 'average weight of cats in kg',
      expected: num(avg(where(records, 'species', 'Cat').map(kg))),
    },
    {
      question: 'total fees paid by Hannah Moore',
      expected: num(sum(where(records, 'owner', 'Hannah Moore').map(fee))),
    },
    {
      question: 'Which vet saw the most patients?',
      expected: { top: groupTop(records, 'vet', (g) => g.length) },
    },
    {
      question: 'most expensive visit',
      expected: record(
        first(
          [...records].sort((a, b) => fee(b) - fee(a)),
          P,
        ),
      ),
    },
    {
      question: 'appointments after 14 November',
      expected: set(
        P,
        names(
          records.filter((r) => String(r.appointment) > '2026-11-15'),
          P,
        ),
      ),
    },
    {
      question: 'dogs that are not neutered',
      expected: set(
        P,
        names(
          where(records, 'species', 'Dog').filter((r) => r.neutered === 'No'),
          P,
        ),
      ),
    },
    {
      question: 'How many dental cleanings were there?',
      expected: num(where(records, 'reason', 'Dental cleaning').length),
    },
    {
      question: 'pets younger than 1 year',
      expected: set(
        P,
        names(
          records.filter((r) => months(r) < 12),
          P,
        ),
      ),
    },
    {
      question: 'appointments before noon',
      expected: set(
        P,
        names(
          records.filter((r) => hour(r) < 12),
          P,
        ),
      ),
    },
    { question: "What did Rocky's X-ray show?", expected: decline },
  ],
};
