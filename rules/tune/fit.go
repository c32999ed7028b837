package tune

import "math"

// FitK returns the k > 0 at which the samples' expected scores under weights w are
// closest to their results: a scan over a wide logarithmic grid, then a golden-section
// search between the best point's neighbours (the error has one minimum in k).
func FitK(samples []Sample, w []float64) float64 {
	errAt := func(logK float64) float64 { return MeanError(samples, w, math.Exp(logK)) }
	const lo, hi, steps = -6.0, 4.0, 50 // k from 0.0025 to 55
	step := (hi - lo) / steps
	best, bestErr := lo, math.Inf(1)
	for i := 0; i <= steps; i++ {
		x := lo + float64(i)*step
		if e := errAt(x); e < bestErr {
			best, bestErr = x, e
		}
	}
	a, b := best-step, best+step
	const g = 0.6180339887498949 // (√5 − 1) / 2
	c, d := b-g*(b-a), a+g*(b-a)
	ec, ed := errAt(c), errAt(d)
	for b-a > 1e-9 {
		if ec < ed {
			b, d, ed = d, c, ec
			c = b - g*(b-a)
			ec = errAt(c)
		} else {
			a, c, ec = c, d, ed
			d = a + g*(b-a)
			ed = errAt(d)
		}
	}
	return math.Exp((a + b) / 2)
}

// Options steer Fit.
type Options struct {
	// Iterations are the passes over all the samples (0: 2000).
	Iterations int
	// Rate is the optimiser's largest step a pass, in the weights' own units, at the
	// start (0: 2); it falls linearly to a fiftieth of that, so the weights settle.
	Rate float64
	// Ridge pulls every weight toward its start: Ridge × Σ ((w − start) / 100)² is added
	// to the mean squared error. A weight few positions inform (a rare piece's value)
	// then stays near its start rather than fitting the accidents of a few games.
	Ridge float64
}

// Fit returns the weights, starting from the params' starts, that minimise the mean
// squared error between the samples' results and Expected(k, score), plus the ridge
// term, by gradient descent (Adam: every weight's step scaled by its own gradient's
// size, so that a value in centipawns and a scale in percent move alike). Fixed params
// keep their starts. It is deterministic: the same samples give the same weights.
func Fit(samples []Sample, params []Param, k float64, o Options) []float64 {
	if o.Iterations <= 0 {
		o.Iterations = 2000
	}
	if o.Rate <= 0 {
		o.Rate = 2
	}
	n := len(params)
	w, start := make([]float64, n), make([]float64, n)
	for i, p := range params {
		w[i], start[i] = p.Start, p.Start
	}
	if len(samples) == 0 {
		return w
	}
	const beta1, beta2, eps = 0.9, 0.999, 1e-15
	m, v, grad := make([]float64, n), make([]float64, n), make([]float64, n)
	// d Expected / d score = Expected × (1 − Expected) × ln 10 × k / 400
	slope := math.Ln10 * k / 400
	scale := 2 / float64(len(samples))
	for it := 1; it <= o.Iterations; it++ {
		clear(grad)
		for _, s := range samples {
			e := Expected(k, s.Score(w))
			g := (e - s.Result) * e * (1 - e) * slope * scale
			for _, f := range s.Features {
				grad[f.Index] += g * f.X
			}
		}
		frac := float64(it-1) / float64(o.Iterations)
		rate := o.Rate * (1 - frac*(1-1.0/50))
		c1 := 1 - math.Pow(beta1, float64(it))
		c2 := 1 - math.Pow(beta2, float64(it))
		for i := range w {
			if params[i].Fixed {
				continue
			}
			g := grad[i] + 2*o.Ridge*(w[i]-start[i])/1e4
			m[i] = beta1*m[i] + (1-beta1)*g
			v[i] = beta2*v[i] + (1-beta2)*g*g
			w[i] -= rate * (m[i] / c1) / (math.Sqrt(v[i]/c2) + eps)
		}
	}
	return w
}

// Unseen reports, for each of n weights, whether no sample has a feature of it other
// than zero: the fit cannot move such a weight, so it keeps its start.
func Unseen(samples []Sample, n int) []bool {
	unseen := make([]bool, n)
	for i := range unseen {
		unseen[i] = true
	}
	for _, s := range samples {
		for _, f := range s.Features {
			if f.X != 0 {
				unseen[f.Index] = false
			}
		}
	}
	return unseen
}

// Round gives the weights as whole numbers, as an evaluation in centipawns holds them.
func Round(w []float64) []int {
	out := make([]int, len(w))
	for i, x := range w {
		out[i] = int(math.Round(x))
	}
	return out
}

// Floats turns whole-number weights back into the optimiser's.
func Floats(w []int) []float64 {
	out := make([]float64, len(w))
	for i, x := range w {
		out[i] = float64(x)
	}
	return out
}
