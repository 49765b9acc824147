/** Three small data sets, shaped as scraped records are (prices and salaries as text). */
import type { Rec } from './compute.js';

const book = (
  title: string,
  author: string,
  price: number,
  rating: number,
  category: string,
  stock: boolean,
  published: string,
  tags: string[],
): Rec => ({
  title,
  author,
  price: `£${price.toFixed(2)}`,
  rating,
  category,
  availability: stock ? 'In stock' : 'Out of stock',
  published,
  tags,
});

export const books: Rec[] = [
  book('Pride and Prejudice', 'Jane Austen', 12.5, 5, 'Fiction', true, '1813-01-28', [
    'classic',
    'romance',
  ]),
  book('Emma', 'Jane Austen', 9.99, 4, 'Fiction', true, '1815-12-23', ['classic']),
  book('Persuasion', 'Jane Austen', 22, 4, 'Fiction', false, '1817-12-20', ['classic', 'romance']),
  book('Leaves of Grass', 'Walt Whitman', 31.2, 3, 'Poetry', true, '1855-07-04', ['classic']),
  book('The Road', 'Cormac McCarthy', 18.75, 4, 'Fiction', true, '2006-09-26', ['modern']),
  book('Into the Wild', 'Jon Krakauer', 15, 3, 'Travel', true, '1996-01-13', [
    'modern',
    'adventure',
  ]),
  book('In Patagonia', 'Bruce Chatwin', 27.4, 5, 'Travel', false, '1977-10-01', [
    'modern',
    'adventure',
  ]),
  book('Ariel', 'Sylvia Plath', 8, 5, 'Poetry', true, '1965-03-01', ['modern']),
  book('Dracula', 'Bram Stoker', 11.2, 4, 'Horror', true, '1897-05-26', ['classic', 'gothic']),
  book('Frankenstein', 'Mary Shelley', 10.4, 5, 'Horror', true, '1818-01-01', [
    'classic',
    'gothic',
  ]),
  book('The Shining', 'Stephen King', 19.99, 4, 'Horror', false, '1977-01-28', ['modern']),
  book('It', 'Stephen King', 24.5, 3, 'Horror', true, '1986-09-15', ['modern']),
  book('On the Road', 'Jack Kerouac', 14.3, 3, 'Travel', true, '1957-09-05', [
    'classic',
    'adventure',
  ]),
  book('The Waste Land', 'T. S. Eliot', 6.5, 4, 'Poetry', false, '1922-10-01', ['classic']),
  book('Milk and Honey', 'Rupi Kaur', 13.75, 2, 'Poetry', true, '2014-11-04', ['modern']),
  book('Sense and Sensibility', 'Jane Austen', 11.8, 4, 'Fiction', true, '1811-10-30', [
    'classic',
    'romance',
  ]),
];

const country = (
  name: string,
  region: string,
  population: number,
  gdp: number,
  governance: number,
  corruption: number,
  rank: number,
  updated: string,
): Rec => ({
  country: name,
  region,
  population,
  gdp_per_capita: `$${gdp.toLocaleString('en-US')}`,
  governance_score: governance,
  corruption_index: corruption,
  press_freedom_rank: rank,
  last_updated: updated,
});

export const countries: Rec[] = [
  country('Norway', 'Europe', 5_400_000, 89_000, 92, 84, 1, '2024-03-01'),
  country('Denmark', 'Europe', 5_900_000, 68_000, 94, 90, 3, '2024-03-01'),
  country('Germany', 'Europe', 83_200_000, 51_000, 86, 78, 21, '2024-02-15'),
  country('France', 'Europe', 68_000_000, 44_000, 78, 71, 24, '2024-02-15'),
  country('Italy', 'Europe', 59_000_000, 35_000, 68, 56, 46, '2023-11-20'),
  country('Brazil', 'Americas', 214_000_000, 9_000, 52, 36, 92, '2023-11-20'),
  country('Canada', 'Americas', 39_000_000, 53_000, 88, 76, 15, '2024-01-10'),
  country('Mexico', 'Americas', 128_000_000, 11_000, 45, 31, 128, '2023-09-05'),
  country('Chile', 'Americas', 19_600_000, 15_000, 72, 66, 52, '2024-01-10'),
  country('Japan', 'Asia', 125_000_000, 34_000, 84, 73, 68, '2024-02-01'),
  country('India', 'Asia', 1_420_000_000, 2_400, 55, 39, 161, '2023-12-12'),
  country('Singapore', 'Asia', 5_600_000, 82_000, 93, 83, 129, '2024-02-01'),
  country('Kenya', 'Africa', 54_000_000, 2_100, 47, 31, 116, '2023-10-30'),
  country('Nigeria', 'Africa', 218_000_000, 2_200, 35, 25, 123, '2023-10-30'),
  country('Botswana', 'Africa', 2_600_000, 7_700, 70, 59, 65, '2023-12-12'),
];

const job = (
  title: string,
  company: string,
  location: string,
  salary: number,
  level: string,
  remote: string,
  posted: string,
  skills: string[],
): Rec => ({
  title,
  company,
  location,
  salary: `$${salary.toLocaleString('en-US')}`,
  level,
  remote,
  posted,
  skills,
});

export const jobs: Rec[] = [
  job('Backend Engineer', 'Acme Corp', 'London', 85_000, 'Senior', 'Remote', '2025-05-02', [
    'go',
    'postgres',
  ]),
  job('Frontend Engineer', 'Acme Corp', 'London', 72_000, 'Mid', 'Hybrid', '2025-05-10', [
    'react',
    'typescript',
  ]),
  job('Data Scientist', 'Globex', 'Berlin', 90_000, 'Senior', 'On-site', '2025-04-18', [
    'python',
    'sql',
  ]),
  job('Data Analyst', 'Globex', 'Berlin', 58_000, 'Junior', 'Hybrid', '2025-03-30', [
    'sql',
    'excel',
  ]),
  job('DevOps Engineer', 'Initech', 'Paris', 78_000, 'Mid', 'Remote', '2025-05-20', [
    'kubernetes',
    'terraform',
  ]),
  job('QA Engineer', 'Initech', 'Paris', 52_000, 'Junior', 'On-site', '2025-02-14', ['selenium']),
  job('Product Manager', 'Umbrella', 'New York', 120_000, 'Senior', 'Hybrid', '2025-05-25', [
    'roadmaps',
  ]),
  job('Mobile Developer', 'Umbrella', 'New York', 98_000, 'Mid', 'Remote', '2025-01-08', [
    'swift',
    'kotlin',
  ]),
  job('Security Engineer', 'Hooli', 'San Francisco', 140_000, 'Senior', 'On-site', '2025-04-01', [
    'security',
    'go',
  ]),
  job('ML Engineer', 'Hooli', 'San Francisco', 150_000, 'Senior', 'Remote', '2025-05-28', [
    'python',
    'pytorch',
  ]),
  job('Support Engineer', 'Acme Corp', 'Manchester', 41_000, 'Junior', 'On-site', '2024-12-01', [
    'linux',
  ]),
  job('Site Reliability Engineer', 'Globex', 'Munich', 95_000, 'Senior', 'Hybrid', '2025-03-03', [
    'kubernetes',
    'go',
  ]),
];
