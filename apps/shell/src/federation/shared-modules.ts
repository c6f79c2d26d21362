// What the shell gives the modules in Module Federation's share scope, by the request a module
// imports. What the home's widgets need (the patients' quick search is on nearly every user's home:
// its combobox and downshift) comes with the signed-in application, fetched while the user types,
// and is given as it is: no round trip after sign-in. What only later screens use (forms, the tooth
// chart) is fetched from the shell's build when a module first asks for it. The packages of
// SHARED_NAMES (tools/rspack/shared.ts) are given by name, so that the build keeps only those
// names of them (react-router: 93 kB instead of 193).
import * as axios from 'axios';
import { useCombobox } from 'downshift';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactRedux from 'react-redux';
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as redux from 'redux';
import * as reduxPersist from 'redux-persist';
import * as singleSpa from 'single-spa';
import * as singleSpaReact from 'single-spa-react';
import { combineSlices, configureStore, createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import * as apiClient from '@dental/api-client';
import * as auth from '@dental/auth';
import * as contracts from '@dental/contracts';
import * as domain from '@dental/domain';
import * as i18n from '@dental/i18n';
import * as moduleKit from '@dental/module-kit';
import * as ui from '@dental/ui';
import * as uiCombobox from '@dental/ui/combobox';

const router = { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams };
const downshift = { useCombobox };
const reduxToolkit = { combineSlices, configureStore, createAsyncThunk, createSelector, createSlice };

export type SharedModule = { loaded: object } | { load: () => Promise<object> };

export const SHARED_MODULES: Record<string, SharedModule> = {
  react: { loaded: react },
  'react/jsx-runtime': { loaded: reactJsxRuntime },
  'react-dom': { loaded: reactDom },
  'react-dom/client': { loaded: reactDomClient },
  'react-router': { loaded: router },
  'react-router-dom': { loaded: router },
  redux: { loaded: redux },
  '@reduxjs/toolkit': { loaded: reduxToolkit },
  'react-redux': { loaded: reactRedux },
  'redux-persist': { loaded: reduxPersist },
  i18next: { loaded: i18next },
  'react-i18next': { loaded: reactI18next },
  axios: { loaded: axios },
  'react-hook-form': { load: () => import('react-hook-form') },
  downshift: { loaded: downshift },
  'single-spa': { loaded: singleSpa },
  'single-spa-react': { loaded: singleSpaReact },
  '@dental/contracts': { loaded: contracts },
  '@dental/api-client': { loaded: apiClient },
  '@dental/auth': { loaded: auth },
  '@dental/i18n': { loaded: i18n },
  '@dental/ui': { loaded: ui },
  '@dental/domain': { loaded: domain },
  '@dental/module-kit': { loaded: moduleKit },
  '@dental/ui/combobox': { loaded: uiCombobox },
  '@dental/ui/form': { load: () => import('@dental/ui/form') },
  '@dental/ui/tooth-chart': { load: () => import('@dental/ui/tooth-chart') },
};
