import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth-context.tsx';

function ReadsAuth() {
  const { status } = useAuth();
  return <p>{status}</p>;
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    expect(() => renderToString(<ReadsAuth />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
