# Lessons: the messages of a stage.

lesson-missed-line = That move is legal, but it does not lead to the goal here.
lesson-missed-loses = That move loses: { $move } wins for the opponent.
lesson-missed-moves = Moves played: { $moves }, and the goal is not reached yet.
lesson-missed-ended = The game ended ({ $reason }) before the goal was reached.
lesson-restart = The stage starts again.
lesson-solved = Well done! Goal reached. Your moves: { $moves }. Stars: { $stars } of 3.
lesson-goal-reach = Goal: reach { $square }.
lesson-goal-capture = Goal: capture on { $square }.
lesson-goal-den = Goal: enter the opponent's den.
lesson-goal-win = Goal: win the game.
lesson-goal-mate = Goal: win against the bot's defence. Moves allowed: { $moves }.
lesson-goal-only-move = Goal: find the only move that does not lose at once.
lesson-next = Type learn for the next stage, or learn N for lesson N.
lesson-no-such = There is no such lesson: choose one from 1 to { $count }.
lesson-none = The lessons of this game cannot be read.
lesson-stage = Lesson { $lesson }: { $title } (stage { $stage } of { $stages })
# The lessons in play (the console's learn, Discord's /learn).

lesson-intro =
    { $header }
    { $instruction }
    { $goal }
lesson-wrong =
    { $why }
    { $hint }
    The stage starts again.
lesson-reply = The bot answers { $move }. Your move.
lesson-go-on = Good. Your move again.
lesson-solved-progress =
    { $solved }
    { $progress }
lesson-not-saved =
    { $solved }
    Your stars could not be saved: { $detail }
lesson-button-next = Next stage
lesson-progress = { $game } lessons: { $done } of { $total } stages done, { $stars } of { $max } stars.
lesson-course-done = You have finished every lesson! { $progress } Ask for a lesson by its number to play it again.
lesson-last-stage = That was the last stage of the course. { $left ->
        [one] One stage still has no stars
       *[other] { $left } stages still have no stars
    }: learn (or /learn) takes you to the first of them. { $progress }
lesson-profile =
    { $profile }
    { $progress }
lesson-stale = This lesson menu is out of date: use /learn to go on.
lesson-help = In a lesson: type a move as in a game; hint repeats the stage's hint; board shows the board again; learn next skips to the next stage; learn N starts lesson N; quit stops.
cmd-learn = learn
cmd-learn-desc = Lessons for beginners: short stages with a goal and stars (only you see them)
cmd-learn-lesson = lesson
cmd-learn-lesson-desc = The lesson's number (default: where you stopped)

# Jungle lessons (assets/lessons/jungle.toml).

lesson-jungle-moves = Moving: one step at a time
lesson-jungle-moves-hint = Animals step one square up, down, left or right, never diagonally, never into water (except the rat) and never into their own den.
lesson-jungle-moves-1 = Each animal steps one square up, down, left or right. Walk your elephant to d5.
lesson-jungle-moves-2 = Animals never step diagonally. Bring your wolf to b3.
lesson-jungle-moves-3 = The two rivers are water, and your cat cannot swim. Walk around the river to b7.
lesson-jungle-moves-4 = No animal may enter its own den (d1). Take your leopard around it to e1.
lesson-jungle-moves-5 = Between the rivers runs a land path. Walk your dog up it to d7.
lesson-jungle-ranks = Who captures whom
lesson-jungle-ranks-hint = An animal captures one of equal or lower rank: elephant 8, lion 7, tiger 6, leopard 5, wolf 4, dog 3, cat 2, rat 1.
lesson-jungle-ranks-1 = The elephant (8) is the strongest animal. Capture the lion on d4.
lesson-jungle-ranks-2 = Your lion (7) can take the tiger (6), but not the elephant (8). Capture what you can.
lesson-jungle-ranks-3 = Equal ranks capture each other. Your wolf takes Blue's wolf on d5; the leopard is too strong.
lesson-jungle-ranks-4 = Your dog (3) beats the cat (2), not the leopard (5). Capture the cat.
lesson-jungle-ranks-5 = Your cat (2) takes the rat (1) in the corner; the dog (3) is too strong for it.
lesson-jungle-rat = The rat swims
lesson-jungle-rat-hint = Only the rat enters the water. Nothing captures across the bank, between water and land, either way.
lesson-jungle-rat-1 = Only the rat can swim. Take it into the river, to c5.
lesson-jungle-rat-2 = Swim straight across the river to b7.
lesson-jungle-rat-3 = In the water the rat swims in every direction. Swim to f5.
lesson-jungle-rat-4 = In the water, rat meets rat: take Blue's rat on c6.
lesson-jungle-rat-5 = From the land your rat cannot take the rat in the water. Swim in first, then take it on c5.
lesson-jungle-rat-elephant = Rat against elephant
lesson-jungle-rat-elephant-hint = The rat captures the elephant; the elephant never captures the rat. A rat in the water cannot take an elephant on land.
lesson-jungle-rat-elephant-1 = The smallest beats the biggest: your rat captures the elephant. Take it on a7.
lesson-jungle-rat-elephant-2 = Your elephant can never take the rat. Take the wolf on d3 instead.
lesson-jungle-rat-elephant-3 = Your rat is in the water, the elephant on the bank: no capture across the bank. Climb out, then take it on a5.
lesson-jungle-rat-elephant-4 = Blue's rat attacks your elephant, which cannot take it. Let your dog take the rat.
lesson-jungle-rat-elephant-5 = Some sets let a rat in the water take an elephant on the bank (rule rat_captures_elephant_from_water). These rules do: take it from the river.
lesson-jungle-jumps = The lion and the tiger jump
lesson-jungle-jumps-hint = Lion and tiger jump over a river in a straight line, from the bank to the first land square beyond, and may capture where they land.
lesson-jungle-jumps-1 = Lion and tiger jump over the river in a straight line. Jump your lion from b3 to b7.
lesson-jungle-jumps-2 = They also jump across a river sideways. Jump your tiger from a5 to d5.
lesson-jungle-jumps-3 = A jump can capture on its landing square. Jump and take the leopard on g5.
lesson-jungle-jumps-4 = Your tiger jumps too. Take the wolf on d4 from across the river.
lesson-jungle-jumps-5 = With the vertical-tiger rules the tiger jumps only up and down the board, never sideways. Take the dog on f7.
lesson-jungle-blocked-jumps = Blocked jumps
lesson-jungle-blocked-jumps-hint = A rat in the water on the jump's path blocks the jump, yours or Blue's. Jump along another line, or move the rat away.
lesson-jungle-blocked-jumps-1 = Blue's rat on b5 blocks the jump. Jump along another file and reach b7.
lesson-jungle-blocked-jumps-2 = Your own rat blocks too. Move it out of the way, then jump and take the wolf on d5.
lesson-jungle-blocked-jumps-3 = Blue's rat blocks the e-file. Find another way to the leopard on e7.
lesson-jungle-blocked-jumps-4 = The rat on f5 blocks the jump across. Reach the dog on d5 another way.
lesson-jungle-blocked-jumps-5 = With the rule jump_blocked_by = enemy only Blue's swimmers block. Jump over your own rat and take the wolf.
lesson-jungle-your-traps = Your traps
lesson-jungle-your-traps-hint = Your traps are c1, e1 and d2, around your den. A Blue animal standing on one has rank 0: any of your animals takes it.
lesson-jungle-your-traps-1 = Blue's elephant stands on your trap c1, so it has rank 0. Even your cat takes it.
lesson-jungle-your-traps-2 = Blue's lion is on your trap d2. Take it with your dog.
lesson-jungle-your-traps-3 = Any animal takes an enemy on your trap, even the rat. Take the leopard on e1.
lesson-jungle-your-traps-4 = Blue's tiger stepped onto d2. Your wolf (4) can take it there.
lesson-jungle-your-traps-5 = Blue's lion on d2 will enter your den next move. Find the only move that stops it.
lesson-jungle-their-traps = Traps on both sides
lesson-jungle-their-traps-hint = On the opponent's traps your animal has rank 0: it can be taken by anything and captures nothing. Your own traps never weaken you.
lesson-jungle-their-traps-1 = Now you play Blue: your traps are c9, e9 and d8. Red's lion on d8 is weak there: take it with your cat.
lesson-jungle-their-traps-2 = Your own traps do not weaken you. Your cat on d2 takes Blue's cat on c2.
lesson-jungle-their-traps-3 = You play Blue. Red's dog on e9 threatens your den, and it has rank 0 on your trap. Find the only move that saves you.
lesson-jungle-their-traps-4 = With the engine rules (trapped_piece_can_capture) a trapped animal keeps its rank when it attacks. Take the cat on b9 from the trap.
lesson-jungle-their-traps-5 = With universal_traps every trap lowers every animal, even Blue's on its own traps. Your cat takes the lion on c9.
lesson-jungle-den = The den
lesson-jungle-den-hint = Entering Blue's den (d9) wins at once. Blue's traps guard it: a Blue animal next to your piece on a trap can take it.
lesson-jungle-den-1 = Entering Blue's den on d9 wins the game at once. Your dog is next to it: go in!
lesson-jungle-den-2 = Walk your wolf into the den in three steps.
lesson-jungle-den-3 = Jumping is the fastest way. Jump your lion, then walk into the den.
lesson-jungle-den-4 = Blue's cat defends the den. Reach it in two moves; Blue answers.
lesson-jungle-den-5 = Your dog and Blue's lion are each one step from a den. You move first: win the race!
lesson-jungle-other-wins = Winning without the den
lesson-jungle-other-wins-hint = You also win when Blue has no animal left, or when Blue cannot move on its turn.
lesson-jungle-other-wins-1 = Taking Blue's last animal wins. Take the rat.
lesson-jungle-other-wins-2 = A side that cannot move loses. Blue's tiger is boxed in the corner: close its last square (or take it).
lesson-jungle-other-wins-3 = Jump and take Blue's last animal, the cat on b7.
lesson-jungle-other-wins-4 = Blue has only its lion left. Your elephant takes it.
lesson-jungle-other-wins-5 = Blue's last animal is the elephant on g5. Your rat must leave the water to take it.
lesson-jungle-repetition = Repetition and the draw rules
lesson-jungle-repetition-hint = The same position for the third time is a draw, and so are 100 plies without a capture. Change the position, or capture in time.
lesson-jungle-repetition-1 = This position has been seen twice. Going back to d5 repeats it a third time: a draw. Win by the den instead.
lesson-jungle-repetition-2 = Under repetition = forbid, the move that would repeat a third time is not allowed. Win by the den.
lesson-jungle-repetition-3 = You play Blue, and this position has been seen twice. Do not go back to d5: walk into Red's den on d1.
lesson-jungle-repetition-4 = No capture for 99 plies: one more quiet move is a draw. Capture now.
lesson-jungle-repetition-5 = No capture for 99 plies. Take Blue's last animal before the draw.
lesson-jungle-tactics = First tactics
lesson-jungle-tactics-hint = Before each move, look at what Blue threatens next: a den entry comes first, then the pieces you can lose.
lesson-jungle-tactics-1 = Two paths lead to the den, but Blue's cat guards one of them. Take the safe one.
lesson-jungle-tactics-2 = Blue's tiger on e1 is one step from your den. Only one move saves you.
lesson-jungle-tactics-3 = Your dog is two steps from Blue's den, but Blue's lion is one step from yours. Defend first.
lesson-jungle-tactics-4 = Blue's elephant cannot stop a rat. Sneak your rat into the den.
lesson-jungle-tactics-5 = Win in two moves, whatever the bot plays.
# Xiangqi lessons (assets/lessons/xiangqi.toml).

lesson-xiangqi-chariot = The chariot
lesson-xiangqi-chariot-hint = The chariot moves any distance along a file or a rank, but cannot pass over pieces.
lesson-xiangqi-chariot-1 = Pieces stand on the points. The chariot moves any distance in a straight line: drive it to a8.
lesson-xiangqi-chariot-2 = Turn a corner in two moves: bring the chariot to h7.
lesson-xiangqi-chariot-3 = A piece captures by moving onto an enemy piece. Take the horse on a7.
lesson-xiangqi-chariot-4 = Your own soldier blocks the a-file, and the chariot cannot jump. Go around and take the chariot on a6.
lesson-xiangqi-chariot-5 = The chariot sweeps along a rank too. Take the cannon on h4.
lesson-xiangqi-horse = The horse
lesson-xiangqi-horse-hint = The horse goes one point straight, then one point diagonally outward. A piece on the first point (the horse's leg) blocks it.
lesson-xiangqi-horse-1 = The horse moves one point straight, then one diagonally. Bring it to d4 in two moves.
lesson-xiangqi-horse-2 = Take the cannon on d5 with your horse.
lesson-xiangqi-horse-3 = Your chariot on b1 stands on the horse's leg. Free the leg, then bring the horse to c2.
lesson-xiangqi-horse-4 = The soldier on e5 blocks the horse's way up. Which piece can it still take?
lesson-xiangqi-horse-5 = Gallop across the board and take the soldier on e6 in three moves.
lesson-xiangqi-elephant = The elephant
lesson-xiangqi-elephant-hint = The elephant moves exactly two points diagonally, never across the river, and a piece on the point between (the elephant's eye) blocks it.
lesson-xiangqi-elephant-1 = The elephant moves two points diagonally. Bring it to c4 in two moves.
lesson-xiangqi-elephant-2 = Your horse on d1 fills the elephant's eye. Clear it, then bring the elephant to e2.
lesson-xiangqi-elephant-3 = The elephant never crosses the river, so the horse on e6 is safe. Take the chariot on a2.
lesson-xiangqi-elephant-4 = A horse came into your camp. Take it with the elephant.
lesson-xiangqi-elephant-5 = Guard the other wing: bring the elephant to i2.
lesson-xiangqi-palace = General and advisors: the palace
lesson-xiangqi-palace-hint = General and advisors never leave the palace (files d to f, ranks 0 to 2). The general steps one point straight, an advisor one point diagonally.
lesson-xiangqi-palace-1 = The general steps one point straight, inside the palace. Walk it to e2.
lesson-xiangqi-palace-2 = Cross the palace to d2 without leaving it.
lesson-xiangqi-palace-3 = The advisor steps one point diagonally, inside the palace. Bring it to f2.
lesson-xiangqi-palace-4 = A horse on d2 attacks your general. The advisor takes it.
lesson-xiangqi-palace-5 = The general captures too, when the point is safe. Take the chariot on e1.
lesson-xiangqi-cannon = The cannon
lesson-xiangqi-cannon-hint = The cannon moves like a chariot, but captures only by jumping over exactly one piece (the screen), of either side.
lesson-xiangqi-cannon-1 = Without capturing, the cannon moves like a chariot. Move it to h6.
lesson-xiangqi-cannon-2 = To capture, the cannon jumps over exactly one piece. Use the cannon on h7 as the screen and take the horse on h9.
lesson-xiangqi-cannon-3 = Nothing stands between your cannon and the chariot on b6, so it cannot take it. Take the horse behind it.
lesson-xiangqi-cannon-4 = Two pieces stand between your cannon and the horse on c9: too many. Jump one and take the soldier on c6.
lesson-xiangqi-cannon-5 = The start position: your cannon can take a horse at once. Take the one on b9.
lesson-xiangqi-soldier = The soldier and the river
lesson-xiangqi-soldier-hint = A soldier steps one point forward. Once across the river it may also step sideways, but it never goes back.
lesson-xiangqi-soldier-1 = The soldier steps one point forward. March it across the river to e5.
lesson-xiangqi-soldier-2 = Across the river the soldier may also step sideways. Walk it to c5.
lesson-xiangqi-soldier-3 = Your soldier has crossed the river: take the horse beside it.
lesson-xiangqi-soldier-4 = Before the river a soldier only goes forward. Reach b5.
lesson-xiangqi-soldier-5 = A soldier never goes back, so the horse behind it is safe. Take the cannon on d6.
lesson-xiangqi-generals = The generals must not face
lesson-xiangqi-generals-hint = The two generals may never stand on the same file with nothing between them. A piece between them may not leave that file.
lesson-xiangqi-generals-1 = Your horse on e4 is the only piece between the generals, so it cannot move. Take the horse on a7 with the chariot.
lesson-xiangqi-generals-2 = Black's horse on e5 shields its general from yours: it cannot leave the e-file. Take the chariot on d7; the horse cannot take back.
lesson-xiangqi-generals-3 = Your general controls the open e-file: Black's general cannot step onto it. Checkmate in one move.
lesson-xiangqi-generals-4 = Now your general holds the d-file. Checkmate in one move.
lesson-xiangqi-generals-5 = Black's general is on f9 and cannot step to e9. Checkmate in one move.
lesson-xiangqi-check = Check
lesson-xiangqi-check-hint = When your general is attacked (check) you must answer: capture the attacker, put a piece between, or move the general. No other move is allowed.
lesson-xiangqi-check-1 = Black's chariot gives check. Answer by taking it.
lesson-xiangqi-check-2 = Check from the chariot on e6. Block it: put your cannon on e2.
lesson-xiangqi-check-3 = The horse on d2 gives check, so taking the cannon is not allowed now. Take the horse.
lesson-xiangqi-check-4 = The chariot on a1 checks along rank 1, and the horse guards e2. Step the general to safety on e0.
lesson-xiangqi-check-5 = Black's cannon checks over your soldier. Add a second screen: move the advisor to e1.
lesson-xiangqi-checkmate = Checkmate
lesson-xiangqi-checkmate-hint = Checkmate: the general is in check and no move saves it. Look at every point the general could step to.
lesson-xiangqi-checkmate-1 = Checkmate in one: your soldier guards e8 and your general the d-file.
lesson-xiangqi-checkmate-2 = Checkmate in one with the soldier, protected by the horse.
lesson-xiangqi-checkmate-3 = The horse covers d9 and f9. Bring the cannon behind it: checkmate in one (the horse is the screen).
lesson-xiangqi-checkmate-4 = Your general holds the e-file. Checkmate in one with the chariot on the d-file.
lesson-xiangqi-checkmate-5 = Two chariots climb a ladder: one holds rank 8, the other checks on rank 9. Checkmate in two.
lesson-xiangqi-stalemate = Stalemate loses
lesson-xiangqi-stalemate-hint = In Xiangqi a side that has no legal move loses, even when it is not in check. Take away the general's last free point.
lesson-xiangqi-stalemate-1 = Black's general can only go to f9. Take that point away: with no legal move, Black loses.
lesson-xiangqi-stalemate-2 = Black's general cannot go to e9 (the generals would face). Guard d8 and Black cannot move.
lesson-xiangqi-stalemate-3 = Guard d8 with the horse, and Black has no move left.
lesson-xiangqi-stalemate-4 = Black's general on f9 has one free point. Take it with your soldier.
lesson-xiangqi-stalemate-5 = Black's general on d7 cannot go to e7. Shut it in with the chariot.
lesson-xiangqi-perpetual = Repetition and perpetual check
lesson-xiangqi-perpetual-hint = Checking over and over to repeat the position is a draw under the standard rules and a loss for the checker under the Asian rules. Look for a move that wins.
lesson-xiangqi-perpetual-1 = Asian rules. You have checked with the chariot twice round the same circle: a third time loses for perpetual check. Checkmate instead.
lesson-xiangqi-perpetual-2 = Standard rules: checking a third time round the circle repeats the position, a draw. Checkmate instead.
lesson-xiangqi-perpetual-3 = Asian rules, and you play Black: you have checked twice round the same circle. Do not check a third time that way: checkmate.
lesson-xiangqi-perpetual-4 = Standard rules, and you play Black: a third check round the circle is a draw by repetition. Checkmate instead.
