package sound

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// sampleRate is the sounds' rate, in samples a second; they are mono.
const sampleRate = 44100

// synth returns sound k as samples in [-1, 1], starting and ending at silence. The
// sounds are made here from sines and filtered noise, each shaped by an envelope: no
// recording is used. The noise is seeded, so the same sound comes out every time.
func synth(k Kind) []float32 {
	switch k {
	case Move:
		return moveSound()
	case Capture:
		return captureSound()
	case Check:
		return checkSound()
	case GameEnd:
		return gameEndSound()
	case LowClock:
		return lowClockSound()
	}
	return nil
}

// encodeAll makes every sound as 32-bit little-endian floats, the device's format.
func encodeAll() [numKinds][]byte {
	var all [numKinds][]byte
	for k := range numKinds {
		s := synth(k)
		b := make([]byte, 4*len(s))
		for i, v := range s {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
		}
		all[k] = b
	}
	return all
}

// samples is the number of samples in sec seconds.
func samples(sec float64) int { return int(math.Round(sec * sampleRate)) }

// envelope is a raised-cosine rise over attack seconds (from exactly 0), then an
// exponential fall with time constant decay seconds, at t seconds from the start.
func envelope(t, attack, decay float64) float64 {
	if t < 0 {
		return 0
	}
	if t < attack {
		return 0.5 - 0.5*math.Cos(math.Pi*t/attack)
	}
	return math.Exp(-(t - attack) / decay)
}

// tone adds to buf, from start seconds, a note of frequency f whose partials are
// harmonics times f with the given amplitudes, shaped by envelope(attack, decay), over
// length seconds, its last 10 ms faded out so that its end is not heard as a click.
// glide (Hz a second) bends the pitch, as a struck body's drops.
func tone(buf []float64, start, length, f, glide, attack, decay, gain float64, partials ...[2]float64) {
	first, n := samples(start), samples(length)
	release := min(samples(0.01), n/4)
	phase := make([]float64, len(partials))
	for i := 0; i < n && first+i < len(buf); i++ {
		t := float64(i) / sampleRate
		freq := f + glide*t
		e := gain * envelope(t, attack, decay)
		if left := n - 1 - i; left < release {
			e *= 0.5 - 0.5*math.Cos(math.Pi*float64(left)/float64(release))
		}
		v := 0.0
		for j, p := range partials {
			phase[j] += 2 * math.Pi * freq * p[0] / sampleRate
			v += p[1] * math.Sin(phase[j])
		}
		buf[first+i] += e * v
	}
}

// noise adds to buf, from start seconds, white noise through a one-pole low-pass filter
// of cutoff Hz, shaped by envelope(attack, decay), over length seconds.
func noise(buf []float64, rng *rand.Rand, start, length, cutoff, attack, decay, gain float64) {
	a := 1 - math.Exp(-2*math.Pi*cutoff/sampleRate)
	y := 0.0
	first := samples(start)
	for i := 0; i < samples(length) && first+i < len(buf); i++ {
		t := float64(i) / sampleRate
		y += a * (rng.Float64()*2 - 1 - y)
		buf[first+i] += gain * envelope(t, attack, decay) * y
	}
}

// finish fades the last fade seconds of buf out to silence along a half cosine, scales
// it so its loudest sample is peak, and returns it as float32s.
func finish(buf []float64, fade, peak float64) []float32 {
	n := min(samples(fade), len(buf))
	for i := range n {
		buf[len(buf)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
	}
	most := 0.0
	for _, v := range buf {
		most = max(most, math.Abs(v))
	}
	out := make([]float32, len(buf))
	if most == 0 {
		return out
	}
	for i, v := range buf {
		out[i] = float32(v * peak / most)
	}
	return out
}

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x0dd)) }

// moveSound: a soft wooden click, 70 ms. A dull knock of a piece set on a board: a
// muffled noise tap over two quickly damped resonances of the wood.
func moveSound() []float32 {
	return knock{length: 0.07, seed: 1, tap: [4]float64{2500, 0.0008, 0.004, 0.5},
		body: [5]float64{820, -600, 0.001, 0.012, 0.6}, overtone: [2]float64{2.7, 0.25},
		wood: [5]float64{310, -300, 0.0015, 0.018, 0.5}, fade: 0.012, peak: 0.45}.sound()
}

// captureSound: a sharper, lower knock, 120 ms: a brighter noise crack and a deeper
// body whose pitch drops, as one piece strikes another.
func captureSound() []float32 {
	return knock{length: 0.12, seed: 2, tap: [4]float64{6000, 0.0005, 0.003, 0.9},
		body: [5]float64{190, -500, 0.001, 0.035, 0.9}, overtone: [2]float64{2.1, 0.35},
		wood: [5]float64{620, -900, 0.0008, 0.012, 0.45}, fade: 0.02, peak: 0.6}.sound()
}

// A knock is a piece striking wood, length seconds long: a tap of low-passed noise (its
// cutoff, attack, decay and gain) over two damped tones (each's frequency, glide,
// attack, decay and gain), the body with an overtone (harmonic and amplitude), the wood
// a plain sine; its last fade seconds fade out and its loudest sample is peak.
type knock struct {
	length     float64
	seed       uint64 // of the noise
	tap        [4]float64
	body, wood [5]float64
	overtone   [2]float64
	fade, peak float64
}

func (k knock) sound() []float32 {
	buf := make([]float64, samples(k.length))
	noise(buf, seeded(k.seed), 0, k.length, k.tap[0], k.tap[1], k.tap[2], k.tap[3])
	b, w := k.body, k.wood
	tone(buf, 0, k.length, b[0], b[1], b[2], b[3], b[4], [2]float64{1, 1}, k.overtone)
	tone(buf, 0, k.length, w[0], w[1], w[2], w[3], w[4], [2]float64{1, 1})
	return finish(buf, k.fade, k.peak)
}

// checkSound: two quick notes, A5 then D6 (a rising fourth), 240 ms.
func checkSound() []float32 {
	buf := make([]float64, samples(0.24))
	bright := [][2]float64{{1, 1}, {2, 0.3}, {3, 0.1}}
	tone(buf, 0, 0.09, 880, 0, 0.004, 0.05, 1, bright...)
	tone(buf, 0.1, 0.14, 1174.66, 0, 0.004, 0.06, 1, bright...)
	return finish(buf, 0.03, 0.4)
}

// gameEndSound: a short rising three-note chime, C5 E5 G5, 550 ms, bell-like partials
// ringing on under the next note.
func gameEndSound() []float32 {
	buf := make([]float64, samples(0.55))
	bell := [][2]float64{{1, 1}, {2, 0.35}, {3.01, 0.12}, {4.2, 0.05}}
	for i, f := range []float64{523.25, 659.25, 783.99} {
		start := 0.12 * float64(i)
		tone(buf, start, 0.55-start, f, 0, 0.005, 0.16+0.04*float64(i), 1, bell...)
	}
	return finish(buf, 0.06, 0.4)
}

// lowClockSound: a short tick, 50 ms: a high, quickly fading beep.
func lowClockSound() []float32 {
	buf := make([]float64, samples(0.05))
	tone(buf, 0, 0.05, 1600, 0, 0.002, 0.012, 1, [2]float64{1, 1}, [2]float64{2, 0.15})
	return finish(buf, 0.01, 0.3)
}
