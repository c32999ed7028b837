/*
 * A stand-in for Windows' bcryptprimitives.dll, for the Wine run of .ci/dist-test only.
 * Go programs (1.22 on) draw their random numbers from its ProcessPrng, which every
 * Windows from 10 on has; Debian 12's Wine 8.0 lacks the DLL, and a Go program stops at
 * once there ("bcryptprimitives.dll not found"). This one asks Wine's bcrypt.dll instead.
 * It goes into the test's own Wine prefix, never into the Windows package.
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T n) {
	while (n > 0) {
		ULONG k = n > 0x40000000 ? 0x40000000 : (ULONG)n;
		if (BCryptGenRandom(NULL, data, k, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
			return FALSE;
		data += k;
		n -= k;
	}
	return TRUE;
}
