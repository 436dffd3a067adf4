import { createContext, useContext } from 'react';
import { initialNavState, type NavState } from './navigation';

export const NavStateContext = createContext<NavState>(initialNavState('/'));

/** Where the visitor came from (see navigation.ts). */
export function useNavState(): NavState {
  return useContext(NavStateContext);
}
