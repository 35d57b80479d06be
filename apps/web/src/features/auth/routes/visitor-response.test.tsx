import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/auth-test-utils';
import { Component } from './visitor-response';

const renderAt = (query: string) =>
  renderRoute(Component, { path: '/visitor/response', initial: `/visitor/response${query}` });

describe('/visitor/response', () => {
  it('alreadyProcessed=true: Already Processed, contact the inviter, Close', () => {
    renderAt('?action=accept&alreadyProcessed=true');
    expect(screen.getByRole('heading', { name: 'Already Processed' })).toBeInTheDocument();
    expect(screen.getByText(/already been handled/)).toBeInTheDocument();
    expect(screen.getByText(/contact the person who invited you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/login');
  });

  it('accept: Thank You for Accepting!, temporary password, spam hint, Proceed to Login', () => {
    renderAt('?action=accept&alreadyProcessed=false');
    expect(screen.getByRole('heading', { name: 'Thank You for Accepting!' })).toBeInTheDocument();
    expect(screen.getByText(/check your email for a temporary password/)).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute('href', '/login');
  });

  it('otherwise: Thank You for Responding, decline recorded, Close', () => {
    renderAt('?action=decline&alreadyProcessed=false');
    expect(screen.getByRole('heading', { name: 'Thank You for Responding' })).toBeInTheDocument();
    expect(screen.getByText(/decline has been recorded/)).toBeInTheDocument();
    expect(
      screen.getByText(/change your mind, please contact the person who invited you/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/login');
  });

  it('treats a missing query like a decline', () => {
    renderAt('');
    expect(screen.getByRole('heading', { name: 'Thank You for Responding' })).toBeInTheDocument();
  });
});
