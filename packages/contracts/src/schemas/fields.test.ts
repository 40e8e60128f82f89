import { describe, expect, it } from 'vitest';
import {
  codeSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  reviewTextSchema,
} from './fields.ts';
import { postBasicsSchema, postDescriptionSchema, postImageCountSchema } from './post.ts';
import { translateMessage } from '../i18n.ts';
import { LIMITS } from '../limits.ts';

/** The English text a failed parse shows, as a user would read it. */
function problem(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return translateMessage('en', result.error?.issues[0]?.message ?? '');
}

describe('phone (spec §5)', () => {
  it.each(['01712345678', '01912345678', ' 01812345678 ', '+8801712345678', '০১৭১২৩৪৫৬৭৮'])('accepts %s', (value) => {
    expect(problem(phoneSchema, value)).toBeNull();
  });
  // Issue 31: numbers as people write them here, all stored in the 11-digit form, and all of them
  // fit in a phone field (LIMITS.phone.typed).
  it.each(['+880 1712-345670', '00880 1712 345 670', '880-1712-345670', '+৮৮০ ১৭১২ ৩৪৫৬৭০', '01712-345670'])(
    'stores %s as 01712345670',
    (value) => {
      expect(value.length).toBeLessThanOrEqual(LIMITS.phone.typed);
      expect(phoneSchema.parse(value)).toBe('01712345670');
    },
  );
  it.each(['1712345678', '0171234567', '017123456789', '+880171234567', '0171234567a', ''])('rejects %s', (value) => {
    expect(problem(phoneSchema, value)).toBe('Please enter a valid phone number');
  });
});

describe('name (spec §5)', () => {
  it.each(['Rahim Uddin', 'রহিম উদ্দিন', 'Md Abdul Karim Khan', 'তানজিলা'])('accepts %s', (value) => {
    expect(problem(nameSchema, value)).toBeNull();
  });
  it('asks for a name when it is empty', () => {
    expect(problem(nameSchema, '   ')).toBe('Username cannot be empty');
  });
  it('wants at least 4 characters', () => {
    expect(problem(nameSchema, 'Abe')).toBe('Name must be at least 4 characters');
  });
  it('counts letters, not the spaces between words', () => {
    expect(problem(nameSchema, 'Ab C')).toBe('Name must be at least 4 characters');
    expect(problem(nameSchema, 'A B C')).toBe('Name must be at least 4 characters');
    expect(problem(nameSchema, 'Ab Cd')).toBeNull();
    expect(problem(nameSchema, 'Abcd')).toBeNull();
  });
  it('allows letters only', () => {
    expect(problem(nameSchema, 'Rahim 007')).toBe(
      "A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil",
    );
    expect(problem(nameSchema, 'Rahim_Uddin')).toBe(
      "A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil",
    );
  });
  // Issue 31: abbreviations, hyphens and apostrophes are part of names here.
  it.each(['Md. Shafiqul Islam', 'মো. আব্দুল হাকিম', 'মোঃ রহিম', 'Dr. Nasrin Akter', 'A.K.M. Fazlul Haque', 'Md.Karim'])(
    'accepts the abbreviation in %s',
    (value) => {
      expect(problem(nameSchema, value)).toBeNull();
    },
  );
  it.each(['Abu-Bakr Siddique', "Sharmin O'Neil", 'Sharmin O’Neil'])(
    'accepts the hyphen or apostrophe in %s',
    (value) => {
      expect(problem(nameSchema, value)).toBeNull();
    },
  );
  it.each(['.Rahim Uddin', 'Rahim -Uddin', 'Rahim..Uddin', 'Rahim--Uddin', "Rahim''", 'Md . Rahim'])(
    'still refuses marks that are not part of a word: %s',
    (value) => {
      expect(problem(nameSchema, value)).toBe(
        "A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil",
      );
    },
  );
  it('counts letters, not the marks in a name', () => {
    expect(problem(nameSchema, 'A.B.')).toBe('Name must be at least 4 characters');
  });
  it('allows at most 4 words', () => {
    expect(problem(nameSchema, 'Md Abdul Karim Khan Chowdhury')).toBe('Username cannot exceed 4 words');
  });
  it('folds repeated spaces', () => {
    expect(nameSchema.parse('  Rahim    Uddin ')).toBe('Rahim Uddin');
  });
});

describe('password and email', () => {
  it('wants a password of at least 6 characters', () => {
    expect(problem(passwordSchema, '12345')).toBe('Password must be at least 6 characters');
    expect(problem(passwordSchema, '123456')).toBeNull();
  });
  it('wants the two passwords to match', () => {
    const result = newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(translateMessage('en', result.error?.issues[0]?.message ?? '')).toBe('Passwords do not match');
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
  it('asks for an email address and lower-cases it', () => {
    expect(problem(emailSchema, '')).toBe('Please provide email address');
    expect(problem(emailSchema, 'not-an-email')).toBe('Please enter a valid email address');
    expect(emailSchema.parse(' Rahim@Example.COM ')).toBe('rahim@example.com');
  });
});

describe('codes and reviews', () => {
  it('wants a 6-digit code', () => {
    expect(problem(codeSchema, '12345')).toBe('Please enter a valid 6-digit code');
    expect(problem(codeSchema, '12a456')).toBe('Please enter a valid 6-digit code');
    expect(problem(codeSchema, '123456')).toBeNull();
  });
  it('wants a review of 5 to 500 characters after trimming', () => {
    expect(problem(reviewTextSchema, '    ')).toBe('Please write a review');
    expect(problem(reviewTextSchema, '  Good ')).toBe('Review must be at least 5 characters');
    expect(problem(reviewTextSchema, 'x'.repeat(501))).toBe('Review cannot be more than 500 characters');
    expect(problem(reviewTextSchema, 'x'.repeat(500))).toBeNull();
  });
});

describe('post basics (spec §5)', () => {
  it('keeps a description under 500 characters', () => {
    expect(problem(postDescriptionSchema, 'x'.repeat(499))).toBeNull();
    expect(problem(postDescriptionSchema, 'x'.repeat(500))).toBe('The description must be under 500 characters');
  });
  it('wants 1 to 5 images', () => {
    expect(problem(postImageCountSchema, 0)).toBe('Please select at least one image.');
    expect(problem(postImageCountSchema, 6)).toBe('You can add at most 5 images.');
    expect(problem(postImageCountSchema, 5)).toBeNull();
  });
  it('accepts a complete flat for sale and rejects an unknown property type', () => {
    const flat = {
      type: 'sell',
      postTitle: '3 bed flat in Uttara Sector 7',
      description: 'South facing, 1350 sqft, lift and generator.',
      primaryPhone: '01712345678',
      location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-uttara-west' },
      price: 9500000,
      priceUnits: 'total-price',
      propertyType: 'apartment',
      rooms: { bedrooms: 3, bathrooms: 2 },
      lift: 'lift',
      facilities: ['generator', 'security'],
    };
    expect(postBasicsSchema.safeParse(flat).success).toBe(true);
    expect(problem(postBasicsSchema, { ...flat, propertyType: 'castle' })).toBe('Please choose one of the options');
    expect(problem(postBasicsSchema, { ...flat, price: -5 })).toBe('Please enter a valid price in Tk');
    // A flat or a house says its bedrooms and bathrooms (issue 41); a shop need not.
    expect(problem(postBasicsSchema, { ...flat, rooms: { bathrooms: 2 } })).toBe('Please say how many bedrooms it has');
    expect(problem(postBasicsSchema, { ...flat, propertyType: 'home', rooms: { bedrooms: 4 } })).toBe(
      'Please say how many bathrooms it has',
    );
    expect(problem(postBasicsSchema, { ...flat, propertyType: 'shop', rooms: undefined })).toBeNull();
  });
});
