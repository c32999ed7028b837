package pothole

// tunedWeights returns the evaluation's weights fitted to games' results by
// `oddboards tune`, over DefaultWeights: none yet.
func tunedWeights() map[string]int { return nil }
