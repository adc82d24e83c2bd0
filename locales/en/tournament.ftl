# Tournaments (issue 63): round robins and Swiss tournaments.
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-format-swiss = Swiss
tournament-created = Tournament #{ $id } “{ $name }” is open: { $kind }, { $format }, { $rounds ->
    [0] one round per opponent
    [one] one round
   *[other] { $rounds } rounds
}, { $time }, { $rated }, organised by { $organiser }. Join with /tournament join { $id }.
tournament-not-found = there is no tournament #{ $id } on this server
tournament-bad-name = a tournament needs a name of 1 to { $max } characters
tournament-bad-rounds = { $rounds } is not a number of rounds for a Swiss tournament: choose 1 to { $max }
tournament-not-open = “{ $name }” is not taking entries (it has started or is over)
tournament-already-joined = you are already in “{ $name }”
tournament-full = this tournament is full ({ $max } players)
tournament-joined = { $player } joined “{ $name }” ({ $count ->
    [one] one player
   *[other] { $count } players
}).
tournament-not-joined = you are not playing in “{ $name }”
tournament-left = { $player } left “{ $name }”.
tournament-not-running = “{ $name }” is not being played: before the start, leave it instead
tournament-withdrew = { $player } withdrew from “{ $name }”; their results stand and they will not be paired again.
tournament-not-organiser = only the organiser, { $organiser }, can start this tournament
tournament-too-few = { $count ->
    [one] one player has
   *[other] { $count } players have
} joined: this tournament needs at least { $needed }
tournament-too-many = { $count } players is too many for a round robin: at most { $max }
tournament-started = “{ $name }” has started with { $count } players over { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}.
tournament-round = “{ $name }”, round { $round } of { $rounds }:
    { $boards }
tournament-board = board { $board }: { $first } – { $second }
tournament-board-decided = board { $board }: { $first } – { $second } { $score } (by forfeit)
tournament-bye = { $player } has the bye (1 point)
tournament-sits-out = { $player } sits this round out
tournament-result = “{ $name }”, round { $round }, board { $board }: { $first } – { $second } { $score }
tournament-cannot-pair = round { $round } of “{ $name }” cannot be paired: { $detail }
tournament-standings = Standings of “{ $name }” after round { $round } of { $rounds } (points, Buchholz cut-1, Buchholz, Sonneborn–Berger, wins):
    { $lines }
tournament-standing-line = { $rank }. { $player }: { $points } ({ $cut1 }, { $buchholz }, { $sb }, { $wins })
tournament-finished = “{ $name }” is over. Winner: { $winners } with { $points } points.
    { $standings }
