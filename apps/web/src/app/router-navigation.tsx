import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { Navigation } from '../lib/navigation/navigation.tsx';

/** The single-page app's links and navigation: React Router's (lib/navigation, ADR 059). */
export const routerNavigation: Navigation = { Link, NavLink, useLocation, useNavigate };
