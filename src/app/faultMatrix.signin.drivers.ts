/** The fault matrix's drivers for sign-in and sign-out. */
import { screen } from '@testing-library/react';
import { type Driver, textbox } from './faultMatrix.driver';

export const SIGNIN_DRIVERS: Driver[] = [
  {
    calls: ['POST /login'],
    method: 'POST',
    faultPath: '/login',
    url: '/auth/login',
    act: async (user) => {
      await user.type(await textbox(/username/i), 'ava.associate{Enter}');
      const password = await screen.findByLabelText<HTMLInputElement>(/password/i, { selector: 'input' });
      await user.type(password, 'Welcome#2024{Enter}');
      return [password];
    },
  },
];
