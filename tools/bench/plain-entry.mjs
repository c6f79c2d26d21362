/* global document */
// The reference of the shell's first load: the same libraries in one plain, non-federated build,
// each one used as the shell uses it, so what tree-shaking keeps is what an app would ship.
import axios from 'axios';
import i18next from 'i18next';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { configureStore, createSlice } from '@reduxjs/toolkit';

const session = createSlice({ name: 'session', initialState: { user: null }, reducers: { signedIn: (state, action) => ({ ...state, user: action.payload }) } });
const store = configureStore({ reducer: { session: session.reducer } });
const http = axios.create({ baseURL: '/api' });

void i18next.use(initReactI18next).init({ lng: 'fr', resources: { fr: { translation: { home: 'Accueil' } } } });

function Home() {
  const { t } = useTranslation();
  const user = useSelector((state) => state.session.user);
  const navigate = useNavigate();
  return createElement('button', { onClick: () => http.get(document.location.pathname).then(() => navigate('/')) }, `${t('home')} ${user ?? ''}`);
}

const router = createBrowserRouter([{ path: '/', element: createElement('main', null, createElement(Link, { to: '/' }, 'home'), createElement(Outlet)), children: [{ index: true, element: createElement(Home) }] }]);

createRoot(document.getElementById('root')).render(createElement(Provider, { store }, createElement(RouterProvider, { router })));
store.dispatch(session.actions.signedIn('admin'));
