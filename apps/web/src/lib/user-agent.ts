/** "Chrome 140", "Firefox 131", "Safari 18"...: enough for support to reproduce, nothing more. */
export function browserOf(userAgent: string): string {
  const checks: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/FxiOS\/(\d+)/, 'Firefox'],
    [/CriOS\/(\d+)/, 'Chrome'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
  ];
  for (const [pattern, name] of checks) {
    const match = pattern.exec(userAgent);
    if (match) {
      return `${name} ${match[1]}`;
    }
  }
  return 'Unknown browser';
}

export function osOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    return 'iOS';
  }
  if (/Android/.test(userAgent)) {
    return 'Android';
  }
  if (/Windows/.test(userAgent)) {
    return 'Windows';
  }
  if (/Mac OS X|Macintosh/.test(userAgent)) {
    return 'macOS';
  }
  if (/CrOS/.test(userAgent)) {
    return 'ChromeOS';
  }
  if (/Linux/.test(userAgent)) {
    return 'Linux';
  }
  return 'Unknown OS';
}
