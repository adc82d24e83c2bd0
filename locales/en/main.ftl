# qibot messages, English. Ids are used by src/hub; the French file has the same ids.

## Pieces, sides, directions

piece-rat = rat
piece-cat = cat
piece-dog = dog
piece-wolf = wolf
piece-leopard = leopard
piece-tiger = tiger
piece-lion = lion
piece-elephant = elephant
the-rat = the rat
the-cat = the cat
the-dog = the dog
the-wolf = the wolf
the-leopard = the leopard
the-tiger = the tiger
the-lion = the lion
the-elephant = the elephant
side-red = Red
side-blue = Blue
side-black = Black
game-jungle = Jungle
game-xiangqi = Xiangqi
direction-up = up
direction-down = down
direction-left = left
direction-right = right

## Why a move is illegal (the rules layer's IllegalMove)

illegal-game-over = the game is already over
illegal-no-piece = there is no piece on { $square }
illegal-not-your-piece = { $piece } on { $square } is { $owner }'s; you play { $you }
illegal-same-square = a move must go to another square
illegal-diagonal = pieces never move diagonally: { $piece } moves one square up, down, left or right
illegal-too-far = { $piece } moves one square at a time, up, down, left or right
illegal-not-a-jumper = only the lion and the tiger can jump over the river
illegal-tiger-vertical = with these rules the tiger jumps over the river only vertically
illegal-jump-blocked = a { $blocker } in the river blocks { $jumper }'s jump
illegal-own-den = you cannot enter your own den
illegal-water = only the rat can enter the water
illegal-water-dog = only the rat and the dog can enter the water
illegal-own-piece = your piece already stands on { $square }
illegal-from-water = { $piece } cannot capture from the water onto the bank
illegal-into-water = { $piece } cannot capture a piece in the water from the bank
illegal-attacker-trapped = { $piece } stands on a trap (rank 0 there) and cannot capture
illegal-elephant-rat = the elephant cannot capture the rat
illegal-too-weak = { $attacker } ({ $attacker_rank }) cannot capture { $defender } ({ $defender_rank })
illegal-would-repeat = this move would repeat the position a { $count ->
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] { NUMBER($count, type: "ordinal") ->
        [one] { $count }st
        [two] { $count }nd
        [few] { $count }rd
       *[other] { $count }th
    }
} time

## Why a move text was not read (the rules layer's MoveTextError)

move-empty = the move is empty: write e.g. `rat c3 c4`, `rat c4`, `rat up` or `c3c4`
move-too-long = that text is too long to be a move: write e.g. `rat c3 c4` or `c3c4`
move-unknown-word = I don't know the word `{ $word }`: name a piece (rat, cat, dog, wolf, leopard, tiger, lion, elephant), a square like c3, or up/down/left/right
move-unknown-word-suggest = I don't know the word `{ $word }` (did you mean `{ $suggestion }`?): name a piece (rat, cat, dog, wolf, leopard, tiger, lion, elephant), a square like c3, or up/down/left/right
move-unreadable = I can't read `{ $text }` as a move: write e.g. `rat c3 c4`, `rat c4`, `rat up`, `c3 c4` or `c3c4`
move-no-such-piece = you have no { $piece } left
move-wrong-piece = there is a { $actual } on { $square }, not a { $named }
move-wrong-piece-empty = there is no piece on { $square }; your { $named } is elsewhere
move-ambiguous = more than one piece can go to { $square } ({ $pieces }): name the piece, e.g. `{ $example }`
move-no-move-there = none of your pieces can move to { $square }
move-missing-destination = say where { $piece } goes: it can go to { $squares }
move-missing-destination-none = say where { $piece } goes: it has no legal move now
move-off-board = { $piece } on { $square } cannot move { $direction }: that is the edge of the board

## Bad rules options

rules-unknown-preset = there is no rules preset `{ $preset }`; the presets are: { $presets }
rules-unknown-option = there is no rule option `{ $key }`; the options are: { $options }
rules-unknown-option-suggest = there is no rule option `{ $key }` (did you mean `{ $suggestion }`?)
rules-bad-value = `{ $value }` is not a valid value for `{ $key }`: use { $expected }
rules-not-key-value = `{ $text }` is not a rule override: write key=value, e.g. { $example }
bad-time-control = `{ $text }` is not a time control: write `none`, a limit per move like `90s`, or a game clock in minutes with an optional increment in seconds like `10m`, `10+5` or `30m+10s`
bad-colour = there is no colour `{ $text }`: use red, { $second } or random
bad-game = there is no game `{ $text }`: use jungle or xiangqi
colour-word-blue = blue
colour-word-black = black
bad-level = there is no level `{ $text }`; the levels are beginner, easy, medium, hard, expert, master

## Players and settings in messages

seat-member = { $name }
seat-bot = qibot ({ $level })
level-beginner = beginner
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-master = master
time-none = no clock
time-per-move = { $seconds } s per move
time-clock = { $increment ->
    [0] { $minutes } min per player
   *[other] { $minutes } min per player + { $increment } s per move
}
rated-yes = rated
rated-no = casual
colour-red = Red
colour-blue = Blue
colour-black = Black
colour-random = a colour drawn by lot

## Starting games and challenges

game-started = Game #{ $game }: { $red } ({ $red_side }) against { $blue } ({ $blue_side }), { $kind }. Rules { $rules }, { $time }, { $rated }. { $first } moves first.
bot-games-unrated = games against the bot are never rated; start it without `rated`
channel-busy-game = game #{ $game } is being played in this channel: open a thread for a new game, or wait for this one to end
channel-busy-challenge = a challenge is waiting for an answer in this channel: open a thread, or wait until it is answered or expires
challenge-self = you cannot challenge yourself; to play alone, play the bot
challenge-made = { $challenger } challenges { $challenged } to { $kind }: rules { $rules }, { $time }, { $rated }; { $challenger } plays { $colour }. { $challenged }, accept or decline within { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}.
no-challenge-here = there is no challenge waiting in this channel
challenge-own = this is your own challenge: only { $challenged } can accept it (you can withdraw it with decline)
challenge-not-yours = only { $challenged } can answer this challenge
challenge-gone = that challenge is no longer open
challenge-declined = { $challenged } declined { $challenger }'s challenge.
challenge-withdrawn = { $challenger } withdrew the challenge to { $challenged }.
challenge-expired = { $challenger }, your challenge to { $challenged } expired without an answer.
challenge-pending = a challenge is waiting for an answer here; the game starts once it is accepted

## Playing

no-game-here = there is no game in progress in this channel: challenge someone or play the bot
not-a-player = you are not playing in this game ({ $red } against { $blue }); you can watch
not-your-turn = it is not your turn: { $player } is to move
limit-games-member = { $player } already plays { $count } games, the most one member may play at once; try again when one of them ends.
limit-games-server = this server already has { $count } games going, the most it may have at once; try again when one of them ends.
limit-challenges-member = you already have { $count } open challenges, the most one member may have; try again when one is answered or expires.
limit-challenges-server = this server already has { $count } open challenges, the most it may have; try again when one is answered or expires.
limit-rate-play = you may start { $count } games against the bot a minute; try again in { $secs } s.
limit-rate-hint = you may ask for { $count } hints a minute; try again in { $secs } s.
replay-too-big = { $text } (The replay is left out: at { $size } MB it is over the { $max } MB that can be posted.)
bot-busy = the bot is busy with other games right now, so nothing changed; try again in a minute
bot-thinking = the bot is thinking; wait for its move
move-refused = That move is not possible: { $reason }.
move-played = { $number }. { $player } ({ $side }): { $move }
status-to-move = Game #{ $game }, move { $number }: { $player } ({ $side }) to move.{ $clock }{ $offer }
status-won = { $winner } won: { $reason }.
status-drawn = Draw: { $reason }.
clock-both = { " " }Clocks: { $red_side } { $red }, { $blue_side } { $blue }.
clock-move = { " " }{ $left } left for this move.
clock-none = {""}
offer-draw = { " " }{ $player } offers a draw.
offer-takeback = { " " }{ $player } asks to take back a move.
offer-none = {""}
resign-done = { $player } resigned.

## Draws, takebacks, hints

bot-declines-draw = The bot declines the draw; play on or resign.
draw-already-offered = you have already offered a draw; it stands until your opponent moves
draw-offered = { $player } offers a draw. { $opponent }, accept with draw or decline; the offer lapses after your next move.
no-draw-offer = there is no draw offer to decline
draw-declined = { $player } declined the draw.
takeback-nothing = there is no move of yours to take back
takeback-done-bot = Move taken back ({ $plies ->
    [one] one ply
   *[other] { $plies } plies
}). Your turn.
takeback-accepted = { $player } agreed: the move is taken back.
takeback-already-asked = you have already asked to take back a move; wait for the answer
takeback-asked = { $player } asks to take back their last move. { $opponent }, accept with takeback or decline.
no-takeback-asked = nobody asked to take back a move
takeback-declined = { $player } refused the takeback.
hint = Hint: { $move } ({ $canonical })
hint-none = I have no move to suggest here
hint-rated = hints are not allowed in rated games
hint-not-allowed = this server does not allow hints in games between members
hint-not-your-turn = hints are for the player to move; wait for your turn

## End of a game

game-over-win = Game #{ $game } is over: { $winner } ({ $side }) beats { $loser }, { $reason }. Result { $score }. Rematch?
game-over-draw = Game #{ $game } is over: draw, { $reason }. Result { $score }. Rematch?
reason-den = by entering the den
reason-no-pieces = by capturing every piece
reason-no-moves = because the opponent has no legal move
reason-resignation = by resignation
reason-time = on time
reason-abandoned = because the opponent abandoned the game (no move in time)
reason-repetition = by repetition
reason-no-capture-limit = by the no-capture limit
reason-agreement = by agreement
reason-checkmate = by checkmate
reason-stalemate = because the opponent has no legal move (stalemate loses in Xiangqi)
reason-perpetual-check = because the opponent gave perpetual check
reason-perpetual-chase = because the opponent chased an unprotected piece perpetually
reason-move-limit = by the move limit (the longest game allowed here)
reason-unknown = still in progress
reason-aborted = aborted by a moderator
reason-unseen = qibot may no longer post in its channel
status-no-result = No result: { $reason }.
game-over-no-result = Game #{ $game } is over without a result: { $reason }. Not rated.
rating-changes = Ratings: { $red }; { $blue }.
rating-change = { $player } { $before } → { $after } ({ $delta })
rematch-not-over = that game is not over yet: a rematch is asked once it has ended (finish it, or resign)
rematch-not-player = only the players of that game can ask for a rematch

## Lists, profiles, history, export

games-none = No games are being played on this server.
games-list = { $count ->
    [one] One game in progress:
   *[other] { $count } games in progress:
}
    { $games }
games-line = #{ $game } { $red } – { $blue }, move { $number }, in { $channel } ({ $kind })
games-quarantined = { $count ->
    [one] One game was set aside because its stored record cannot be read (only server managers see this):
   *[other] { $count } games were set aside because their stored records cannot be read (only server managers see this):
}
    { $games }
games-quarantined-line = #{ $game } in { $channel }: { $why }
rules-option = { $name }: { $value } (`{ $key }={ $raw }`)
option-raw = { $text }
rules-described = { $preset }{ $changes }
preset-standard = standard
preset-traditional = traditional
preset-vertical-tiger = vertical-tiger
preset-fivefold = fivefold
preset-engine = engine
preset-asian = asian
preset-casual = casual
option-tiger_jump = tiger jumps
option-rat_captures_elephant_from_water = rat takes the elephant from the water
option-dog_swims = dog swims
option-universal_traps = every trap lowers every piece
option-trapped_piece_can_capture = a trapped piece can capture
option-jump_blocked_by = jumps blocked by
option-repetition_draw = repetitions that end the game
option-no_capture_draw_plies = plies without capture that draw
option-first = first to move
option-repetition = a repeated position
option-repetition_count = repetitions that end the game
option-value-true = yes
option-value-false = no
option-value-both = both ways
option-value-vertical = vertically only
option-value-any = any swimmer
option-value-enemy = an enemy swimmer only
option-value-red = Red
option-value-blue = Blue
option-value-draw = draws
option-value-forbid = is forbidden to the repeating side
option-value-asian = Asian rules (perpetual check and perpetual chase lose)
option-value-off = off
rules-text = Rules: { $rules }; time control: { $time }.
    { $summary }
    Options in force:
    { $options }
leaderboard-empty = Nobody has played a rated game of { $kind } on this server yet.
leaderboard = { $kind } leaderboard:
    { $lines }
leaderboard-line = { $rank }. { $name }: { $rating } ({ $games ->
    [one] one game
   *[other] { $games } games
})
profile = { $name }, { $kind }: rating { $rating } (± { $deviation }), { $games ->
    [one] one rated game
   *[other] { $games } rated games
}: { $wins } won, { $draws } drawn, { $losses } lost.
profile-none = { $name } has not played a rated game of { $kind } on this server yet.
history = Last games of { $name }:
    { $lines }
history-none = { $name } has no finished games on this server.
history-line = #{ $game } { $red } – { $blue } { $score } ({ $reason }, { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
})
history-unreadable = { $count ->
    [one] game { $games } cannot be read and is left out
   *[other] games { $games } cannot be read and are left out
}
export = Game #{ $game } as text:
    { $text }
export-unknown = there is no game #{ $game } on this server
export-broken = game #{ $game } cannot be exported: { $detail }
game-unreadable = game #{ $game } cannot be read ({ $detail }); its row is kept as it is, and your other games are not affected

## Settings and misc

language-set = I will speak English on this server.
default-game-set = New games on this server are { $game } games unless the players choose another game.
language-unknown = I don't speak `{ $text }`; I speak English (en), French (fr), Simplified Chinese (zh-CN), Traditional Chinese (zh-TW) and Vietnamese (vi)
style-set = Your boards now show the pieces as { $style }; the next board is drawn so.
style-current = Your piece style: { $style }. Choose with `style characters`, `style letters` or `style pictograms` (on Discord `/style`).
style-default = each game's own look (Xiangqi characters, Jungle animal pictures)
style-unknown = There is no piece style `{ $text }`; choose characters, letters or pictograms
style-characters = Chinese characters
style-letters = letters (Jungle R C D W P T L E, Xiangqi G A E H R C S; the text board shows them too)
style-pictograms = pictograms (drawn symbols; the text board shows letters)
casual-hints-on = Hints are now allowed in casual games between members.
casual-hints-off = Hints are now forbidden in games between members.
store-failed = I could not save that, so nothing changed; try again. ({ $detail })
game-changed = This game was changed meanwhile (another process of the bot played in it), so nothing changed; look at the board and try again.
game-gone = That game or challenge is no longer there; nothing changed.
position-changed = The position changed since this page was loaded, so nothing was played; reload it and try again.
submit-elsewhere = That can only be done where the game is hosted (in Discord); nothing changed.
button-unknown = I don't know that button
button-stale = that button belongs to a game or challenge that is over
help = Commands: a move (Jungle e.g. `rat c3 c4`, `rat up`, `c3c4`; Xiangqi e.g. `h2e2`, `C2.5`, `cannon e2`, `炮二平五`), resign, draw, takeback, accept or decline (an offer), hint, board, rules, games, leaderboard, profile, export <game>, style (how pieces are drawn: `style letters`), language (the language of your own replies: `language vi`).

## Turns, reminders, offers answered by word, moderators (issue 14)

reminder-clock = { $player }, it is your move in game #{ $game }: { $left } left on your clock.
reminder-abandon = { $player }, it is your move in game #{ $game }: without a move within { $left } you lose the game by abandonment.
notify-on = You will be mentioned when a game hands you the move.
notify-off = You will no longer be mentioned when a game hands you the move (reminders still show in the channel).
member-language-set = Language of the replies only you see: { $language }, on every server; what the channel sees stays in the server's language.
member-language-cleared = The replies only you see follow your Discord language again (else the server's).
member-language-current = Language of the replies only you see: { $language } (your choice). Change it with `/mylanguage` (typed: `language vi`, `language auto` to follow Discord again).
member-language-none = You chose no language: the replies only you see follow your Discord language, else the server's. Choose one with `/mylanguage` (typed: `language vi`, `language fr`, …).
abort-forbidden = only moderators (Manage Messages, or the server's moderator role) can abort a game
challenge-aborted = { $moderator } withdrew the challenge of { $challenger } to { $challenged }.
no-offer-to-answer = there is no draw offer or takeback request from your opponent to answer
# The words a player may type alone to answer an offer (several separated by |).
typed-accept = accept
typed-decline = decline

## Buttons

button-resign = Resign
button-draw = Offer draw
button-takeback = Take back
button-hint = Hint
button-accept = Accept
button-decline = Decline
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-accept-takeback = Allow takeback
button-decline-takeback = Refuse takeback
button-rematch = Rematch
button-export = Export

## Console

console-resumed = Resuming game #{ $game } ({ $kind }) from { $db }.
console-started = New game #{ $game } saved in { $db }. Type a move (e.g. { $examples }) or resign, draw, takeback, hint, board, review (the last finished game), learn (lessons for beginners), help (everything you can type); end of input leaves the game to resume later.
console-png = Board picture: { $path }
console-cannot-write = Cannot write { $path } ({ $detail }): check that the folder given with `--out` can be written to.
console-record = Game record (text): { $path }
console-gif = Replay: { $path }
console-captures = Capture table picture: { $path }
console-review = Review picture: { $path }
console-review-no-out = To get the review picture as a PNG, start `qibot play` with `--out DIR`.
console-help = What you can type here: a move (e.g. { $examples }), resign, draw (offer a draw), takeback, hint (a move suggested), board, rules, games (the game being played), leaderboard, profile, history (your finished games), review (the last finished game; `review 3` for game #3), export (the game as text; `export 3` for game #3), puzzle (a puzzle of this game; `puzzle server` for one from your own games), learn (lessons for beginners; `learn 3` for lesson 3, `learn next` for the next stage), style (how pieces are drawn: `style letters`), language (the console's language: `language fr`), rematch (after a game), help, quit (leave; the game is saved).
console-help-one-keyboard = At one keyboard, the player to move types; an offer is answered by the other player, as it says: accept (or draw, takeback again) or decline.
console-flags-ignored = The options given on the command line are for a new game, and none was started: the unfinished { $kind } game comes first. Finish it (or type `resign`), then start `qibot play` with them again.
console-game-not-started = No new { $asked } game was started: the unfinished { $kind } game comes first (the options given on the command line are for a new game). Finish it (or type `resign`), then start `qibot play` with them again.
console-paused = Input ended; the game is saved and resumes with the same database.
console-quit = Goodbye: the game is saved and resumes with the same database.
console-bye = Goodbye.
console-rematch = Type `rematch` for the next game, colours swapped; `review`, `export`, `history` and `puzzle` are answered too; a move, `quit` or the end of input leaves.
console-not-utf8 = That line is not UTF-8 text, so nothing was played: type it again in plain text (e.g. { $examples }).
console-player-name = player
console-guest-name = guest
# The console's own words where the hub's speak of Discord servers and channels: the console
# is one player's, its games casual.
console-no-game-here = there is no game in progress in this console: type `rematch` for the next one, or `quit`
console-hint-not-allowed = hints are not allowed in games between two players here (`casual_hints` in config.toml)
console-games-none = No game is being played in this console.
console-games-line = #{ $game } { $red } – { $blue }, move { $number } ({ $kind })
console-leaderboard-empty = Nobody has played a rated game of { $kind } here: the console's games are casual (`history` lists them).
console-profile-none = { $name } has not played a rated game of { $kind } here: the console's games are casual (`history` lists them).
console-history-none = { $name } has no finished games in this console yet.
console-export-unknown = there is no game #{ $game } in this console's database
console-review-busy = the engine is already reviewing a game: ask again in a minute
console-review-no-game = you have no finished game to review yet; give a game number, e.g. `review 12`
console-puzzle-server-none = Your own games have no { $game } puzzles yet: they are found in the games finished in this console (at least { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}), which the bot searches for winning positions. Play a few games and ask again, or type `puzzle` for one from the shipped collection.
# A language's name inside a sentence, in this language (the reply that names it is written in it).
language-name = { $tag ->
    [fr] French
    [vi] Vietnamese
    [zh-Hans] Simplified Chinese
    [zh-Hant] Traditional Chinese
   *[en] English
}
console-language-set = This console now speaks { $language } in every reply, also next time (`language auto` goes back to the default).
console-language-cleared = This console speaks its default language again (`--lang`, else config.toml, else $LANG).
console-language-current = This console speaks { $language } (your choice). Change it with `language en`, `language fr`, … (`language auto`: the default).
console-language-none = This console speaks its default language (`--lang`, else config.toml, else $LANG). Choose one with `language en`, `language fr`, …
console-legend-jungle = Legend: # trap, * den, ~ water; capitals are Red's pieces, small letters Blue's (r rat, c cat, d dog, w wolf, p leopard, t tiger, l lion, e elephant).
console-legend-xiangqi = Legend: . an empty point; capitals are Red's pieces, small letters Black's (k general, a advisor, b elephant, n horse, r chariot, c cannon, p soldier; with `style letters`: g general, a advisor, e elephant, h horse, r chariot, c cannon, s soldier).
board-trap = trap
board-den = den

## Discord front-end
discord-thread = This game is played in { $thread }.
discord-language-forbidden = only members who may manage the server can change its settings (language, default game)
discord-missing-permissions = qibot cannot host a game here: it lacks these permissions in this channel: { $missing }. Ask a server manager to grant it (Edit Channel > Permissions), or play in another channel.
perm-send-messages = Send Messages
perm-attach-files = Attach Files
perm-embed-links = Embed Links
perm-create-public-threads = Create Public Threads
perm-send-messages-in-threads = Send Messages in Threads
discord-dm-refused = games are played in a server's channels, where both players see the board: use /challenge or /play in a channel of a server qibot is in
discord-challenge-bot = you cannot challenge a bot: to play against qibot, use /play
discord-unseen = { $text } (game channel: { $channel })

## Games

rules-summary-jungle = Jungle: move one square up, down, left or right; capture pieces of equal or lower rank (from the lowest, rank 1, to the highest, rank 8: rat, cat, dog, wolf, leopard, tiger, lion, elephant; yet the rat takes the elephant{ $rat_water ->
    [yes] , even from the water
   *[no] { "" }
}); { $tiger ->
    [vertical] lions jump the rivers, tigers only vertically
   *[both] lions and tigers jump the rivers
}{ $blocked ->
    [enemy] , and only an enemy swimmer blocks a jump
   *[any] { "" }
}; { $dog ->
    [yes] the rat and the dog swim
   *[no] only the rat swims
}; { $traps ->
    [yes] a piece on any trap has rank 0
   *[no] a piece on an enemy trap has rank 0
}{ $trapped ->
    [yes] {" "}as a defender but captures with its full rank
   *[no] { "" }
}; enter the opponent's den to win. { $first } moves first. { $repetition ->
    [forbid] A move that would make a position occur { $count } times is refused (no repetition draw; a side with only such moves loses).
    [off] Repetitions do not end the game.
   *[draw] A position occurring { $count } times is a draw.
} { $plies ->
    [0] No limit on moves without a capture.
   *[other] { $plies } plies in a row without a capture are a draw.
}
# The capture table ("who captures whom") under /rules for Jungle.
captures-title = Who captures whom
captures-rules = Rules: { $rules }
captures-axes = row: the attacker; column: the piece attacked
captures-mark-captures = captures
captures-mark-not-from-water = captures on land, not from the water
captures-mark-from-water-only = captures only from the water
captures-mark-own-trap-only = captures only a piece on a trap of its own side
captures-mark-never = does not capture
captures-trapped = { $captures ->
    [yes] A piece on an enemy trap captures with its full rank, and any piece captures it.
   *[no] A piece on an enemy trap captures nothing, and any piece captures it.
}
rules-summary-xiangqi = Xiangqi: checkmate the opposing general; stalemate (no legal move) also loses; the generals may never face each other on an open file. Pieces: the general moves one point up, down, left or right and never leaves its palace (the nine points crossed by two diagonals); the advisors move one point diagonally, inside the palace too; the elephants move exactly two points diagonally, never across the river, and not when a piece stands on the point between (the elephant's eye); the horse moves one point straight, then one point diagonally outward, and not that way when a piece stands on the point next to it in the straight direction (the horse's leg); the chariot moves any number of points along a file or a rank; the cannon moves as the chariot but captures only by jumping over exactly one piece (its screen); the soldier moves one point forward, and once across the river also one point sideways, never backward. { $repetition ->
    [asian] A position occurring { $count } times: the side that gave check with every move of the cycle loses (perpetual check; both sides checking: a draw); else the side that attacked the same unprotected piece with every move of the cycle, giving no check, loses (perpetual chase; a chase by a general or by a soldier that has not crossed the river, or both sides chasing: a draw); else a draw.
   *[draw] A position occurring { $count } times is a draw.
} { $plies ->
    [0] No limit on moves without a capture.
   *[other] { $plies } plies in a row without a capture are a draw.
} Presets: standard, asian (the side that keeps checking, or keeps chasing an unprotected piece, through the repetition loses), casual (fivefold repetition, no capture limit). Moves: ICCS `h2e2`, WXF `C2.5`, `cannon e2`, Chinese `炮二平五`.
console-examples-jungle = `rat up`, `c3c4`
console-examples-xiangqi = `C2.5`, `h2e2`, `cannon e2`, `炮二平五`
illegal-other-game = that move belongs to another game

## Xiangqi pieces

xq-piece-general = general
xq-piece-advisor = advisor
xq-piece-elephant = elephant
xq-piece-horse = horse
xq-piece-chariot = chariot
xq-piece-cannon = cannon
xq-piece-soldier = soldier
xq-the-general = the general
xq-the-advisor = the advisor
xq-the-elephant = the elephant
xq-the-horse = the horse
xq-the-chariot = the chariot
xq-the-cannon = the cannon
xq-the-soldier = the soldier

## Why a Xiangqi move is illegal

xq-illegal-leaves-palace = { $piece } cannot leave the palace
xq-illegal-general-step = the general moves one point up, down, left or right
xq-illegal-advisor-step = the advisor moves one point diagonally
xq-illegal-elephant-step = the elephant moves exactly two points diagonally
xq-illegal-elephant-river = the elephant cannot cross the river
xq-illegal-elephant-blocked = the elephant is blocked by the piece on { $square }
xq-illegal-horse-step = the horse moves one point straight and then one point diagonally outward
xq-illegal-horse-blocked = the horse is blocked by the piece on { $square }
xq-illegal-not-straight = { $piece } moves along a rank or a file
xq-illegal-path-blocked = { $piece } is blocked by the piece on { $square }
xq-illegal-cannon-screen = the cannon captures only by jumping over exactly one piece (the screen)
xq-illegal-cannon-screens = the cannon captures by jumping over exactly one piece, but there are { $count } in between
xq-illegal-soldier-backward = the soldier never moves backward
xq-illegal-soldier-sideways = the soldier can move sideways only after crossing the river
xq-illegal-soldier-step = the soldier moves one point at a time
xq-illegal-generals-face = the generals would face each other
xq-illegal-still-in-check = your general is in check and that move does not get it out of check
xq-illegal-leaves-in-check = that move leaves your general in check

## Why a Xiangqi move text was not read

xq-move-empty = the move is empty: write e.g. `h2e2`, `cannon h2 e2`, `C2.5` or `炮二平五`
xq-move-too-long = that text is too long to be a move: write e.g. `h2e2`, `C2.5` or `炮二平五`
xq-move-unknown-word = I don't know the word `{ $word }`: name a piece (general, advisor, elephant, horse, chariot, cannon, soldier) and points like h2 e2, or write WXF like C2.5
xq-move-unknown-word-suggest = I don't know the word `{ $word }` (did you mean `{ $suggestion }`?): name a piece (general, advisor, elephant, horse, chariot, cannon, soldier) and points like h2 e2, or write WXF like C2.5
xq-move-bad-wxf = I can't read `{ $text }` as WXF: write the piece letter (K A E H R C P), its file 1-9 counted from your right, + (forward), - (back) or . (sideways), then the points moved or the file it lands on, e.g. C2.5 or H8+7; two pieces on one file: +C.5 (front) or -C.5 (rear)
xq-move-bad-chinese = I can't read `{ $text }` as Chinese notation: write the piece, its file, 進/进 (forward), 退 (back) or 平 (sideways), then the points moved or the file it lands on, e.g. 炮二平五 or 馬8進7; two pieces on one file: 前炮平四, 後炮平四
xq-move-unreadable = I can't read `{ $text }` as a move: write e.g. `h2e2`, `cannon h2 e2`, `cannon e2`, `C2.5` or `炮二平五`
xq-move-no-piece-on-file = you have no { $piece } on file { $file } (files are counted 1-9 from your right)
xq-move-not-in-tandem = no two of your { $piece } pieces stand on one file, so front and rear mean nothing: name the file instead
xq-move-tandem-file-needed = your soldiers stand in tandem on more than one file: add the file after the letter, e.g. +P7+1
xq-move-no-such-tandem = you have only { $count ->
    [one] one { $piece } piece
   *[other] { $count } { $piece } pieces
} on that file
xq-move-tandem-needed = more than one { $piece } of yours on file { $file } can move so: say which with + (front) or - (rear) before the letter, e.g. +{ $letter }
xq-move-no-sideways = { $piece } never moves straight sideways: use + (forward) or - (back) with the file it lands on
xq-move-same-file = a sideways move must name another file than the one the piece stands on
xq-move-zero-steps = a move forward or back needs a number of points from 1 to 9
xq-move-wrong-file = { $piece } on file { $from } cannot land on file { $to }
xq-move-off-board = that would take { $piece } off the board
xq-move-wrong-piece-empty = there is no piece of yours on { $square }
xq-move-ambiguous = more than one piece can go to { $square } (from { $froms }): give the from-point too, e.g. `{ $example }`
xq-move-no-kind-there = no { $piece } of yours can move to { $square }

## Game review (the engine's verdict on a finished game, drawn as a picture)
review-title = Game review: { $red } vs { $other }
review-title-result = Game review: { $red } vs { $other } · { $result }
review-accuracy = Accuracy { $percent }%
review-class-best = Best
review-class-good = Good
review-class-inaccuracy = Inaccuracy
review-class-mistake = Mistake
review-class-blunder = Blunder
review-swing = Biggest swing: move { $number }
review-moment = { $number }. { $side }: { $played }
review-better = Better: { $better }
review-better-win = Better: { $better } ({ $win })
review-den-in = den in { $moves }
review-mate-in = mate in { $moves }
review-legend-played = move played
review-legend-better = better move
review-no-mistakes = No inaccuracies, mistakes or blunders.
review-ready = Review of game #{ $game } by the engine: { $red } { $red_accuracy }% accuracy, { $other } { $other_accuracy }%.
review-in-progress = game #{ $game } is still being played: it can be reviewed once it is over
review-busy = the engine is already reviewing a game on this server: ask again in a minute
review-no-game = you have no finished game on this server to review; give a game number, e.g. `/review 12`
review-failed = game #{ $game } cannot be reviewed: { $detail }
button-review = Review
# The menus under a board, to pick a move without typing.
menu-piece = Pick a piece to move
menu-move = Move the piece on { $square } to…
menu-no-moves = no piece of yours on { $square } can move: pick one from the menu
# The web pages of games (qibot web).
web-title = { $kind } game #{ $game }: { $red } – { $blue }
web-rated = Rated, { $time }
web-casual = Casual, { $time }
web-board-ply = Move { $number }, { $side } to move (ply { $ply } of { $plies })
web-board-alt = The board after ply { $ply }
web-moves = Moves
web-no-moves = No move played yet.
web-first = First
web-prev = Previous
web-next = Next
web-last = Last
web-flip = Flip the board
web-download = Download:
web-download-record = the record
web-download-gif = the replay (GIF)
web-review = Evaluation (the engine's review): click to see that ply
web-live = Live
web-offline = Reconnecting…
web-rating = rating { $rating }
web-unrated = unrated
web-bot = bot
web-not-found = There is nothing here.
web-keys = Arrow keys: previous and next ply; Home and End: first and last.
web-game-active = #{ $game } { $kind }: { $red } – { $blue }, move { $number }
web-leaderboard = { $kind } leaderboard
web-outcome-won = won
web-outcome-lost = lost
web-outcome-drawn = drawn
web-outcome-none = no result
web-server-title = The games of this server
web-active = Being played
web-no-active = No game is being played.
web-finished = Finished games
web-no-finished = No game has finished yet.
web-col-rank = #
web-col-player = Player
web-col-rating = Rating
web-col-games = Games
web-col-record = Won–drawn–lost
web-newer = Newer
web-older = Older
web-profile-title = { $name } on this server
web-ratings = Ratings
web-rating-history = Rating history: { $kind }
web-games = Games
web-style = Pieces:
web-style-characters = characters
web-style-letters = letters
web-style-pictograms = pictograms
web-play-controls = Your moves
web-play-you = You play { $side } ({ $name }).
web-play-your-turn = Your turn: click a piece, then the square it goes to — or type the move.
web-play-wait = Your opponent is to move.
web-play-pick = Click a square marked for this piece, or another of your pieces.
web-play-over = The game is over.
web-play-move-label = Type a move:
web-play-move-example = { $game ->
    [xiangqi] C2.5, 炮二平五, h2e2
   *[other] rat up, c3c4
}
web-play-send = Play
web-play-resign = Resign
web-play-resign-confirm = Resign this game?
web-play-resign-yes = Yes, resign
web-play-resign-no = No, play on
web-play-draw = Offer a draw
web-play-takeback = Take back
web-play-hint = Hint
web-play-accept = Accept
web-play-decline = Decline
web-play-rematch = Rematch
web-play-offered-draw = Your opponent offers a draw.
web-play-offered-takeback = Your opponent asks to take back their last move.
web-play-offering-draw = You offered a draw; your opponent has not answered yet.
web-play-offering-takeback = You asked to take back your last move; your opponent has not answered yet.
web-play-time-up = Time is up.
web-play-sending = Sending…
web-play-failed = The server could not be reached: try again.
web-play-expired = This player's link has expired. Ask for a new one: the "Play in browser" button under the game's board, or /web play.
web-play-not-player = This link is not for a player of this game.
web-play-watch = A watch link cannot play. To play, ask for your own link: the "Play in browser" button under the game's board, or /web play.
web-play-bad-link = This link does not work (it was renewed, turned off or mistyped): ask for a new one.
web-play-finished = This game is over: nothing more can be played in it.
web-play-not-over = A rematch can only be asked for at the end of the game.
web-play-too-fast = Too many requests from this link: wait a moment.
web-play-bad-request = The request could not be read.
web-play-missing-field = The request lacks the field `{ $field }`, which every move must carry (the position it was played on). Reload the page and play the move again.

## Puzzles (the console's `puzzle`)
# A puzzle's theme (its id in the puzzle files; an id not named here is shown as written).
puzzle-theme = { $theme ->
    [den] den
    [material] material
    [trap] trap
    [sacrifice] sacrifice
    [quiet-move] quiet move
    [lion-jump] lion jump
    [tiger-jump] tiger jump
    [rat-in-the-water] rat in the water
    [advisor-mate] advisor mate
    [cannon-mate] cannon mate
    [chariot-mate] chariot mate
    [horse-mate] horse mate
    [soldier-mate] soldier mate
    [chariot-sacrifice] chariot sacrifice
    [win-cannon] winning a cannon
    [win-chariot] winning a chariot
   *[other] { $theme }
}
puzzle-theme-in = { $what ->
    [den] den in { $moves }
    [mate] mate in { $moves }
    [stalemate] stalemate in { $moves }
   *[other] { $what } in { $moves }
}
puzzle-start = Puzzle { $id } (rating { $rating }; { $themes }): you are to move and { $goal ->
    [material] win material
   *[other] win
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}. Type your move; the bot plays the defence.
puzzle-right = Right! The bot answers { $reply }. Your move.
puzzle-solved = Solved! Your puzzle rating: { $rating } ({ $change }).
puzzle-wrong = That is not the move. The solution: { $solution }. Your puzzle rating: { $rating } ({ $change }).
puzzle-none = There is no puzzle left to show for this game.
puzzle-hint = Hint: move your { $piece } on { $square }. Type `hint` again to see the move itself.
puzzle-hint-move = Hint: the move is { $move } (`{ $canonical }`); type it to play it. Solved after this hint, the puzzle counts as not solved for your rating.
puzzle-solved-shown = Solved, with the move shown by a hint: it counts as not solved. Your puzzle rating: { $rating } ({ $change }).
puzzle-given-up = You gave up. The solution: { $solution }. Your puzzle rating: { $rating } ({ $change }).
puzzle-help = In this puzzle, type your move (e.g. { $examples }), or: hint (the piece to move; asked again, the move itself), board (the puzzle's board again), resign (give up and see the solution), quit (leave qibot; your game is saved).
puzzle-server-none = This server has no { $game } puzzles of its own yet: they are found in the games finished here (at least { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}), which the bot searches for winning positions. Play a few games and ask again, or take a puzzle from the shipped collection.
puzzle-not-a-move = That is not a move here: type a move as in games (e.g. { $examples }).
console-puzzle-not-for-puzzles = `{ $word }` is for games, not puzzles: in this puzzle type your move (e.g. { $examples }), or hint, board, resign (give up and see the solution), help, quit.
puzzle-status = Puzzle { $id }: { $side } to move and { $goal ->
    [material] win material
   *[other] win
}
puzzle-no-try = You have no puzzle in progress here: /puzzle gives you one.
puzzle-start-stats = { $start } So far { $solved } of { $tried } tries solved it.
profile-puzzles = { $profile } Puzzles: rating { $rating }, { $solved } solved, { $failed } failed.

## The daily puzzle (/dailypuzzle)
puzzle-daily-set = The daily { $game } puzzle will be posted in { $channel } every day at { $time } UTC.
puzzle-daily-bad-time = “{ $time }” is not a time: write it as HH:MM on a 24-hour clock, in UTC (e.g. 18:00 or 07:30). Nothing was changed.
puzzle-daily-off = The daily puzzle is off: no more posts.
puzzle-daily-was-off = This server has no daily puzzle to turn off.
puzzle-daily-post = **Daily { $game } puzzle, { $date }**: puzzle { $id } (rating { $rating }; { $themes }), to move and { $goal ->
    [material] win material
   *[other] win
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}. Press Solve to try it; only you see your try.
puzzle-daily-previous = The puzzle of { $date } ({ $id }): { $solution }. { $solved } of { $tried } solved it.
puzzle-daily-post-after = { $previous }

{ $post }
puzzle-daily-solve = Solve
puzzle-daily-over = The daily puzzle of { $date } is over: a newer one was posted.
puzzle-daily-tried = You already tried puzzle { $id }: one try per member.
puzzle-end-stats = { $end } This puzzle: { $solved } of { $tried } tries solved it ({ $percent } %).
# Joins the items of a list (squares, themes, pieces): `, ` in English.
list-separator = { ", " }
# A piece and a square as a move is typed: `dog c3`.
move-piece-square = { $piece } { $square }
